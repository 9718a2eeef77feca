// Meridian Dining Table (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { bowl, vase } from '../lib/props.mjs';

export const meridianDiningTable = {
  slug: 'meridian-dining-table',
  palette: 'summer',
  room: { arch: { x: 0.56, w: 0.3, h: 0.78, view: ['#f5e8cf', '#e9d2a8'] }, floor: 'tiles' },
  views: 3,
  dims: [240, 75, 100],
  focus: [40, 62],
  detail: [42, 66],
  draw(p) {
    const m = MATS.walnut;
    const leg = (x0, z, dark) =>
      p.shape(
        m,
        z,
        5,
        [
          ['M', x0 - 18, 71],
          ['L', x0 + 18, 71],
          ['C', x0 + 17, 60, x0 + 6, 50, x0 + 6, 38],
          ['C', x0 + 6, 24, x0 + 14, 10, x0 + 16, 0],
          ['L', x0 - 16, 0],
          ['C', x0 - 14, 10, x0 - 6, 24, x0 - 6, 38],
          ['C', x0 - 6, 50, x0 - 17, 60, x0 - 18, 71],
        ],
        { bbox: [x0 - 18, 0, x0 + 18, 71], dark },
      );
    leg(42, 80, true);
    leg(198, 80, true);
    // stretcher
    p.box(m, 48, 30, 47, 144, 5, 6, { noTop: false, cast: true });
    leg(42, 15, false);
    leg(198, 15, false);
    p.box(m, 0, 71, 0, 240, 4.5, 100, {});
    bowl(p, 70, 75.5, 45, 34, '#d8cfbf', '#f4efe6');
    vase(p, 160, 75.5, 55, 34, '#3e4a3f', '#6f8272', true);
  },
};
