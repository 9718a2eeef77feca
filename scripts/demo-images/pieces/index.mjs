// Every piece that has images: products render to web/public/demo/products, coming-soon items to
// web/public/demo/coming-soon. Add a new piece's module here.

import { atlasCoffeeTable } from './atlas-coffee-table.mjs';
import { cairnStool } from './cairn-stool.mjs';
import { calderaDiningTable } from './caldera-dining-table.mjs';
import { corribDiningChair } from './corrib-dining-chair.mjs';
import { duneLoungeChair } from './dune-lounge-chair.mjs';
import { emberCabinet } from './ember-cabinet.mjs';
import { estuaryBench } from './estuary-bench.mjs';
import { fenLoungeChair } from './fen-lounge-chair.mjs';
import { ferrousLowTable } from './ferrous-low-table.mjs';
import { fjordArmchair } from './fjord-armchair.mjs';
import { harrowSideboard } from './harrow-sideboard.mjs';
import { kasumiConsole } from './kasumi-console.mjs';
import { kumoTeaTable } from './kumo-tea-table.mjs';
import { larkWritingDesk } from './lark-writing-desk.mjs';
import { loughDiningTable } from './lough-dining-table.mjs';
import { marrowBench } from './marrow-bench.mjs';
import { medinaCabinet } from './medina-cabinet.mjs';
import { meridianDiningTable } from './meridian-dining-table.mjs';
import { mossBench } from './moss-bench.mjs';
import { soukSideboard } from './souk-sideboard.mjs';
import { solaceSideTable } from './solace-side-table.mjs';
import { sumiDiningTable } from './sumi-dining-table.mjs';
import { tidewaterConsole } from './tidewater-console.mjs';

export const products = [
  meridianDiningTable,
  tidewaterConsole,
  solaceSideTable,
  duneLoungeChair,
  emberCabinet,
  harrowSideboard,
  ferrousLowTable,
  sumiDiningTable,
  mossBench,
  loughDiningTable,
  corribDiningChair,
  medinaCabinet,
  atlasCoffeeTable,
  cairnStool,
  kumoTeaTable,
  fjordArmchair,
  marrowBench,
];

export const comingSoonItems = [
  kasumiConsole,
  estuaryBench,
  larkWritingDesk,
  fenLoungeChair,
  soukSideboard,
  calderaDiningTable,
];
