// Fjord Armchair (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { f, pts } from '../lib/svg.mjs';

export const fjordArmchair = {
  slug: 'fjord-armchair',
  palette: 'nordic',
  room: {
    art: { x: 0.6, y: 0.14, w: 0.2, h: 0.34, colors: ['#22304e', '#efe8da', '#cc9147', '#56633a'] },
    floor: 'boards',
  },
  dims: [82, 78, 78],
  focus: [14, 50],
  draw(p) {
    const w = MATS.indigoWool;
    const a = MATS.ash;
    p.box(a, 6, 0, 68, 4, 14, 4, {});
    p.box(a, 72, 0, 68, 4, 14, 4, {});
    p.box(w, 4, 14, 60, 74, 64, 16, {});
    p.box(w, 70, 14, 4, 12, 44, 70, {});
    const seat = p.box(w, 12, 14, 2, 58, 26, 60, {});
    p.box(a, 6, 0, 6, 4, 14, 4, {});
    p.box(a, 72, 0, 6, 4, 14, 4, {});
    p.box(w, 0, 14, 4, 12, 44, 70, {});
    // hand-stitched piping along the cushion
    p.raw(
      `<polyline points="${pts([seat.BTL, seat.FTL, seat.FTR])}" fill="none" stroke="#8ea0c4" stroke-width="${f(p.pr.k * 0.35)}" stroke-dasharray="${f(p.pr.k * 1.2)} ${f(p.pr.k * 0.8)}" opacity="0.55"/>`,
    );
  },
};
