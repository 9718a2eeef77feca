// Every piece that has images: products render to web/public/demo/products, coming-soon items to
// web/public/demo/coming-soon. Add a new piece's module here.

import { duneLoungeChair } from './dune-lounge-chair.mjs';
import { emberCabinet } from './ember-cabinet.mjs';
import { estuaryBench } from './estuary-bench.mjs';
import { ferrousLowTable } from './ferrous-low-table.mjs';
import { harrowSideboard } from './harrow-sideboard.mjs';
import { kasumiConsole } from './kasumi-console.mjs';
import { larkWritingDesk } from './lark-writing-desk.mjs';
import { meridianDiningTable } from './meridian-dining-table.mjs';
import { mossBench } from './moss-bench.mjs';
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
];

export const comingSoonItems = [kasumiConsole, estuaryBench, larkWritingDesk];
