// Medina Cabinet (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { starLattice, vase } from '../lib/props.mjs';

export const medinaCabinet = {
  slug: 'medina-cabinet',
  palette: 'riad',
  room: {
    arch: { x: 0.6, w: 0.28, h: 0.84, view: ['#f7e4c0', '#e3bd8a'] },
    sun: { x: 0.04, w: 0.3, op: 0.45 },
    floor: 'tiles',
  },
  views: 3,
  dims: [100, 152, 46],
  focus: [50, 110],
  detail: [26, 84],
  draw(p) {
    const m = MATS.cedar;
    const legs = MATS.brass;
    p.box(legs, 4, 0, 38, 4, 18, 4, {});
    p.box(legs, 92, 0, 38, 4, 18, 4, {});
    p.box(m, 0, 18, 0, 100, 130, 46, {});
    p.box(legs, 4, 0, 4, 4, 18, 4, {});
    p.box(legs, 92, 0, 4, 4, 18, 4, {});
    const { P } = p.pr;
    for (const x of [2, 51]) {
      const [bx, by] = P(x, 21, 0);
      const [tx, ty] = P(x + 47, 145, 0);
      starLattice(p, [bx, by], [tx, ty], 2, 5);
    }
    vase(p, 70, 148, 22, 30, '#2f6f6a', '#6fb0a8', true);
  },
};
