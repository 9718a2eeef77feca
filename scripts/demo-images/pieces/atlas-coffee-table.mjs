// Atlas Coffee Table (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { books, bowl, starLattice } from '../lib/props.mjs';

export const atlasCoffeeTable = {
  slug: 'atlas-coffee-table',
  palette: 'riad',
  room: { sun: { x: 0.46, w: 0.34, op: 0.45 }, floor: 'tiles', lightX: 0.65 },
  dims: [120, 38, 70],
  focus: [30, 32],
  draw(p) {
    const m = MATS.cedar;
    p.box(m, 6, 0, 58, 6, 30, 6, {});
    p.box(m, 108, 0, 58, 6, 30, 6, {});
    p.box(m, 4, 24, 4, 112, 6, 62, {});
    p.box(m, 6, 0, 6, 6, 30, 6, {});
    p.box(m, 108, 0, 6, 6, 30, 6, {});
    const t = p.box(m, 0, 30, 0, 120, 8, 70, {});
    // brass lattice along the apron-deep top edge
    starLattice(p, [t.FBL[0], t.FBL[1]], [t.FTR[0], t.FTR[1]], 12, 1);
    bowl(p, 80, 38, 30, 26, '#2f6f6a', '#7cbcb4');
    books(p, 24, 38, 30, ['#e6d3b0', '#7a3a24']);
  },
};
