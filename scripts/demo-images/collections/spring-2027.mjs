// Cover of the First Thaw (sneak peek) collection: a 16:9 room holding some of its pieces. `camera`
// places them (k: px per cm, x0 and fy: floor origin as fractions of the width and height).

import { PALETTES } from '../lib/rooms.mjs';
import { estuaryBench } from '../pieces/estuary-bench.mjs';
import { kasumiConsole } from '../pieces/kasumi-console.mjs';
import { larkWritingDesk } from '../pieces/lark-writing-desk.mjs';

export const spring2027Cover = {
  slug: 'spring-2027',
  palette: PALETTES.spring,
  pieces: [
    { piece: kasumiConsole, x: 60, z: 90, scale: 0.85 },
    { piece: estuaryBench, x: 250, z: 20, scale: 0.85 },
    { piece: larkWritingDesk, x: 420, z: 60, scale: 0.85 },
  ],
  room: {
    zWall: 150,
    arch: { x: 0.62, w: 0.18, h: 0.82, view: ['#ffffff', '#e3ebe0'] },
    sun: { x: 0.08, w: 0.3, op: 0.3 },
    floor: 'plain',
    lightX: 0.7,
  },
  camera: { k: 2.5, x0: 0.12, fy: 0.88, shadowOp: 0.28, light: { x: 1.2, z: -0.5 }, veil: 0.22 },
};
