// Marrow Bench (product, decommissioned). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';

export const marrowBench = {
  slug: 'marrow-bench',
  palette: 'clay',
  room: {
    arch: { x: 0.5, w: 0.3, h: 0.84, view: ['#e9c9a0', '#d7a77a'] },
    floor: 'tiles',
    sun: { x: 0.06, w: 0.3, op: 0.4 },
  },
  dims: [150, 44, 40],
  focus: [26, 30],
  draw(p) {
    const m = MATS.bronze;
    const leg = (x, z, dark) =>
      p.shape(
        m,
        z,
        6,
        [
          ['M', x - 12, 37],
          ['C', x - 8, 26, x - 6, 12, x - 9, 0],
          ['L', x + 9, 0],
          ['C', x + 6, 12, x + 8, 26, x + 12, 37],
        ],
        { bbox: [x - 12, 0, x + 12, 37], dark },
      );
    leg(26, 28, true);
    leg(124, 28, true);
    leg(26, 6, false);
    leg(124, 6, false);
    p.box(MATS.brass, 0, 37, 0, 150, 7, 40, {});
  },
};
