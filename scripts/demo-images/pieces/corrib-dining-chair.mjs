// Corrib Dining Chair (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';

export const corribDiningChair = {
  slug: 'corrib-dining-chair',
  palette: 'bog',
  room: { sun: { x: 0.5, w: 0.32, op: 0.4 }, floor: 'boards', lightX: 0.7 },
  views: 3,
  dims: [48, 86, 48],
  focus: [12, 64],
  detail: [6, 44],
  draw(p) {
    const m = MATS.bogOak;
    // back legs run up into the back posts; the comb back is a row of spindles under a top rail
    p.box(m, 3, 0, 42, 4, 86, 4, {});
    p.box(m, 41, 0, 42, 4, 86, 4, {});
    for (let i = 0; i < 6; i++) p.box(m, 9.5 + i * 5.6, 46, 43, 1.8, 32, 1.8, {});
    p.box(m, 3, 78, 41, 42, 7, 5, {});
    p.box(m, 5, 14, 6, 2.5, 2.5, 38, { cast: false });
    p.box(m, 41, 14, 6, 2.5, 2.5, 38, { cast: false });
    p.box(m, 1, 42, 0, 46, 4, 46, {});
    p.box(m, 3, 0, 2, 4, 42, 4, {});
    p.box(m, 41, 0, 2, 4, 42, 4, {});
  },
};
