// Cover of the Ink & Moss (archived) collection: a 16:9 room holding some of its pieces. `camera`
// places them (k: px per cm, x0 and fy: floor origin as fractions of the width and height).

import { PALETTES } from '../lib/rooms.mjs';
import { mossBench } from '../pieces/moss-bench.mjs';
import { sumiDiningTable } from '../pieces/sumi-dining-table.mjs';

export const winter2025Cover = {
  slug: 'winter-2025',
  palette: PALETTES.winter,
  pieces: [
    { piece: sumiDiningTable, x: 40, z: 50, scale: 0.85 },
    { piece: mossBench, x: 330, z: 5, scale: 0.85 },
  ],
  room: {
    zWall: 150,
    arch: { x: 0.68, w: 0.2, h: 0.8, view: ['#4a5640', '#222a1c'] },
    sun: { x: 0.1, w: 0.24, op: 0.18 },
    floor: 'boards',
    lightX: 0.2,
  },
  camera: {
    k: 2.6,
    x0: 0.16,
    fy: 0.86,
    shadowOp: 0.6,
    light: { x: 1.4, z: -0.3 },
    glow: { color: '#f2c77a', op: 0.18, x: 0.55, y: 0.35, r: 0.5 },
    vignette: 0.4,
  },
};
