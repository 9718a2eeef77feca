// Every artist with a portrait (web/public/demo/artists) and a portfolio showcase
// (web/public/demo/portfolio). Add a new artist's module here.

import { idrisBenali } from './idris-benali.mjs';
import { inesCarvalhal } from './ines-carvalhal.mjs';
import { jonasKjaer } from './jonas-kjaer.mjs';
import { kaitoSugimura } from './kaito-sugimura.mjs';
import { noraWhitcombe } from './nora-whitcombe.mjs';
import { saoirseBrennan } from './saoirse-brennan.mjs';
import { valeriaOrtegaLuna } from './valeria-ortega-luna.mjs';

export const artists = [
  noraWhitcombe,
  kaitoSugimura,
  inesCarvalhal,
  jonasKjaer,
  valeriaOrtegaLuna,
  saoirseBrennan,
  idrisBenali,
];
