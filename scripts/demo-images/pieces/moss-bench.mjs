// Moss Bench (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { books } from '../lib/props.mjs';
import { f, pts } from '../lib/svg.mjs';

export const mossBench = {
  slug: 'moss-bench',
  palette: 'winter',
  shadowOp: 0.6,
  room: {
    arch: { x: 0.3, w: 0.4, h: 0.8, view: ['#55604a', '#2e3628'] },
    sun: { x: 0.05, w: 0.3, op: 0.22 },
    floor: 'plain',
  },
  dims: [160, 46, 42],
  focus: [20, 36],
  draw(p) {
    const br = MATS.bronze;
    p.box(br, 8, 0, 32, 7, 15, 6, {});
    p.box(br, 145, 0, 32, 7, 15, 6, {});
    const b = p.box(MATS.mossWool, 0, 15, 0, 160, 31, 42, {});
    p.box(br, 8, 0, 4, 7, 15, 6, {});
    p.box(br, 145, 0, 4, 7, 15, 6, {});
    const { k } = p.pr;
    p.raw(
      `<polyline points="${pts([b.BTL, b.FTL, b.FTR])}" fill="none" stroke="#a9b47e" stroke-width="${f(k * 0.35)}" stroke-dasharray="${f(k * 1.2)} ${f(k * 0.8)}" opacity="0.55"/>`,
    );
    books(p, 110, 46, 22, ['#d8cbb1', '#24313a']);
  },
};
