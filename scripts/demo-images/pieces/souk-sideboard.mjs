// Souk Sideboard (coming-soon item). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { books, starLattice, vase } from '../lib/props.mjs';

export const soukSideboard = {
  slug: 'souk-sideboard',
  palette: 'riad',
  room: {
    art: { x: 0.36, y: 0.12, w: 0.28, h: 0.36, colors: ['#8e4a30', '#f1e2c6', '#2f6f6a', '#d2ad7c'] },
    sun: { x: 0.04, w: 0.26, op: 0.4 },
    floor: 'tiles',
  },
  dims: [180, 82, 46],
  focus: [40, 56],
  draw(p) {
    const m = MATS.cedar;
    p.box(MATS.blackened, 6, 0, 4, 168, 8, 40, {});
    p.box(m, 0, 8, 0, 180, 74, 46, {});
    const { P } = p.pr;
    for (let i = 0; i < 4; i++) {
      const [bx, by] = P(2 + i * 44.5, 11, 0);
      const [tx, ty] = P(2 + i * 44.5 + 43, 79, 0);
      starLattice(p, [bx, by], [tx, ty], 2, 3);
    }
    vase(p, 140, 82, 22, 30, '#e9dcc0', '#ffffff', true);
    books(p, 30, 82, 20, ['#2f6f6a', '#e6d3b0']);
  },
};
