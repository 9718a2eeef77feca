// Cover of the Travertine Summer collection: a 16:9 room holding some of its pieces. `camera`
// places them (k: px per cm, x0 and fy: floor origin as fractions of the width and height).

import { PALETTES } from '../lib/rooms.mjs';
import { duneLoungeChair } from '../pieces/dune-lounge-chair.mjs';
import { meridianDiningTable } from '../pieces/meridian-dining-table.mjs';
import { solaceSideTable } from '../pieces/solace-side-table.mjs';
import { tidewaterConsole } from '../pieces/tidewater-console.mjs';

export const summer2026Cover = {
  slug: 'summer-2026',
  palette: PALETTES.summer,
  pieces: [
    { piece: tidewaterConsole, x: 10, z: 95, scale: 0.9 },
    { piece: meridianDiningTable, x: 150, z: 20, scale: 0.9 },
    { piece: duneLoungeChair, x: 410, z: 40, scale: 0.9 },
    { piece: solaceSideTable, x: 370, z: 10, scale: 0.9 },
  ],
  room: {
    zWall: 150,
    arch: { x: 0.05, w: 0.22, h: 0.86, view: ['#f7e7c6', '#e6c48e'] },
    sun: { x: 0.34, w: 0.36, op: 0.55 },
    floor: 'tiles',
    lightX: 0.5,
    floorSunX: 60,
    floorSunW: 180,
  },
  camera: { k: 2.6, x0: 0.12, fy: 0.86, light: { x: 1.9, z: -0.35 } },
};
