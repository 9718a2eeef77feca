// Lark Writing Desk (coming-soon item). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { books, vase } from '../lib/props.mjs';
import { f } from '../lib/svg.mjs';

export const larkWritingDesk = {
  slug: 'lark-writing-desk',
  palette: 'spring',
  room: { sun: { x: 0.48, w: 0.34, op: 0.35 }, floor: 'boards', lightX: 0.65 },
  dims: [140, 75, 65],
  focus: [20, 66],
  draw(p) {
    const m = MATS.ash;
    const leg = (x, z) => p.box(m, x, 0, z, 4, 71, 4, {});
    leg(6, 55);
    leg(130, 55);
    p.box(m, 10, 63, 6, 120, 8, 54, {});
    leg(6, 6);
    leg(130, 6);
    const t = p.box(m, 0, 71, 0, 140, 3.5, 65, {});
    const { k } = p.pr;
    p.raw(
      `<line x1="${f(t.FTL[0])}" y1="${f(t.FTL[1] + k * 1.6)}" x2="${f(t.FTR[0])}" y2="${f(t.FTR[1] + k * 1.6)}" stroke="${MATS.walnut.lo}" stroke-width="${f(k * 0.8)}"/>`,
    );
    const [dx0, dy0] = p.pr.P(50, 68, 6);
    p.raw(
      `<rect x="${f(dx0)}" y="${f(dy0 - k * 0.6)}" width="${f(40 * k)}" height="${f(k * 1.2)}" rx="${f(k * 0.6)}" fill="${MATS.walnut.lo}"/>`,
    );
    books(p, 92, 74.5, 40, ['#9aa89a', '#e9e2d2', '#5b6b63']);
    vase(p, 26, 74.5, 45, 16, '#3d4a44', '#6e8076');
  },
};
