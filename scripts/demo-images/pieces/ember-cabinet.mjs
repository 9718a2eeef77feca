// Ember Cabinet (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { vase } from '../lib/props.mjs';
import { f, pts } from '../lib/svg.mjs';

export const emberCabinet = {
  slug: 'ember-cabinet',
  palette: 'paper',
  shadowOp: 0.5,
  room: { sun: { x: 0.03, w: 0.28, op: 0.45 }, floor: 'boards' },
  views: 4,
  dims: [120, 135, 45],
  focus: [60, 100],
  detail: [60, 84],
  draw(p) {
    const legs = MATS.blackened;
    const m = MATS.lacquerRed;
    for (const [x, z] of [
      [6, 38],
      [111, 38],
    ])
      p.box(legs, x, 0, z, 3, 31, 3, {});
    const b = p.box(m, 0, 30, 0, 120, 105, 45, {});
    for (const [x, z] of [
      [6, 4],
      [111, 4],
    ])
      p.box(legs, x, 0, z, 3, 30, 3, {});
    // gold seams + pulls
    const { P, k } = p.pr;
    const gold = '#e0b766';
    const [mx, my0] = P(60, 33, 0);
    const [, my1] = P(60, 132, 0);
    let s = `<line x1="${f(mx)}" y1="${f(my0)}" x2="${f(mx)}" y2="${f(my1)}" stroke="${gold}" stroke-width="${f(k * 0.45)}"/>`;
    const [ix0, iy0] = P(4, 131, 0);
    const [ix1, iy1] = P(116, 34, 0);
    s += `<rect x="${f(ix0)}" y="${f(iy0)}" width="${f(ix1 - ix0)}" height="${f(iy1 - iy0)}" fill="none" stroke="${gold}" stroke-width="${f(k * 0.3)}" opacity="0.85"/>`;
    for (const dx of [-4, 4]) {
      const [px, py] = P(60 + dx, 82, 0);
      s += `<rect x="${f(px - k * 0.9)}" y="${f(py - 7 * k)}" width="${f(k * 1.8)}" height="${f(14 * k)}" rx="${f(k * 0.9)}" fill="${gold}"/>`;
      s += `<rect x="${f(px - k * 0.3)}" y="${f(py - 6 * k)}" width="${f(k * 0.5)}" height="${f(12 * k)}" fill="#fff3cf" opacity="0.6"/>`;
    }
    // rubbed-through edges: darker glow along the top edge
    s += `<polyline points="${pts([b.FTL, b.FTR])}" stroke="${m.deep}" stroke-width="${f(k * 1.2)}" opacity="0.35" filter="${p.c.blur(f(k * 0.6))}"/>`;
    p.raw(s);
    vase(p, 84, 135, 22, 34, '#d9d2c3', '#f2ede2', true);
  },
};
