// Lough Dining Table (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { bowl, vase } from '../lib/props.mjs';

export const loughDiningTable = {
  slug: 'lough-dining-table',
  palette: 'bog',
  room: {
    arch: { x: 0.58, w: 0.28, h: 0.8, view: ['#dfe6e0', '#b9c4bb'] },
    sun: { x: 0.06, w: 0.3, op: 0.35 },
    floor: 'boards',
  },
  views: 4,
  dims: [230, 75, 100],
  focus: [36, 50],
  detail: [180, 44],
  draw(p) {
    const m = MATS.bogOak;
    // a trestle: two ends (foot, post, cleat) joined by a stretcher with wedged through-tenons
    const end = (x) => {
      p.box(m, x - 20, 0, 8, 40, 6, 84, {});
      p.box(m, x - 6, 6, 22, 12, 63, 56, {});
      p.box(m, x - 18, 63, 12, 36, 6, 76, {});
    };
    end(200);
    p.box(m, 36, 38, 47, 158, 8, 6, {});
    p.box(m, 188, 34, 46, 3, 16, 8, {});
    end(30);
    p.box(m, 0, 69, 0, 230, 6, 100, {});
    bowl(p, 80, 75, 45, 36, '#c9c4b8', '#efebe2');
    vase(p, 165, 75, 55, 30, '#6f7d5a', '#a3b08a', true);
  },
};
