// Fen Lounge Chair (coming-soon item). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';

export const fenLoungeChair = {
  slug: 'fen-lounge-chair',
  palette: 'spring',
  room: { sun: { x: 0.08, w: 0.3, op: 0.35 }, floor: 'boards' },
  dims: [84, 72, 84],
  focus: [16, 40],
  draw(p) {
    const oak = MATS.bogOak;
    const fleece = MATS.sheepskin;
    p.box(oak, 2, 0, 74, 6, 72, 6, {});
    p.box(oak, 76, 0, 74, 6, 72, 6, {});
    p.box(fleece, 8, 30, 70, 68, 40, 10, {});
    p.box(oak, 76, 0, 4, 6, 38, 6, {});
    p.box(oak, 2, 16, 4, 80, 6, 74, {});
    p.box(fleece, 6, 22, 2, 72, 12, 72, {});
    p.box(oak, 2, 0, 4, 6, 38, 6, {});
  },
};
