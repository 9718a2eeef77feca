// Harrow Sideboard (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { books, bowl, fluting } from '../lib/props.mjs';
import { f } from '../lib/svg.mjs';

export const harrowSideboard = {
  slug: 'harrow-sideboard',
  palette: 'fall',
  room: {
    art: { x: 0.34, y: 0.1, w: 0.32, h: 0.38, colors: ['#2a1d14', '#e8d9c0', '#a4462a', '#6f4a33'] },
    floor: 'boards',
    sun: { x: 0.02, w: 0.26, op: 0.4 },
  },
  dims: [210, 78, 48],
  focus: [30, 55],
  draw(p) {
    const m = MATS.walnut;
    p.box(MATS.blackened, 5, 0, 3, 200, 8, 42, {});
    const b = p.box(m, 0, 8, 0, 210, 70, 48, {});
    const { P, k } = p.pr;
    let s = '';
    for (let i = 0; i < 4; i++) {
      const x0 = 3 + i * 51;
      const A = P(x0 + 0.6, 74, 0);
      const B = P(x0 + 50.4, 11, 0);
      fluting(p, m, [A[0], B[1]], [B[0], A[1]], 14, true);
      if (i > 0) {
        const [gx, gy0] = P(x0, 11, 0);
        const [, gy1] = P(x0, 75, 0);
        s += `<line x1="${f(gx)}" y1="${f(gy0)}" x2="${f(gx)}" y2="${f(gy1)}" stroke="${m.deep}" stroke-width="${f(k * 0.6)}"/>`;
      }
    }
    p.raw(s);
    void b;
    bowl(p, 150, 78, 22, 30, '#2b2a28', '#6d6a63');
    books(p, 40, 78, 20, ['#c9b79a', '#7b5a43', '#e2d7c4']);
  },
};
