// Ferrous Low Table (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { shade } from '../lib/color.mjs';
import { MATS } from '../lib/materials.mjs';
import { books, vase } from '../lib/props.mjs';
import { f } from '../lib/svg.mjs';

export const ferrousLowTable = {
  slug: 'ferrous-low-table',
  palette: 'clay',
  room: {
    arch: { x: 0.16, w: 0.34, h: 0.86, view: ['#e9c9a0', '#d7a77a'] },
    floor: 'tiles',
    sun: { x: 0.52, w: 0.3, op: 0.4 },
  },
  dims: [130, 36, 80],
  focus: [25, 30],
  draw(p) {
    const m = MATS.bronze;
    const leg = (x, z, dark, lean) =>
      p.shape(
        m,
        z,
        6,
        [
          ['M', x - 9, 31],
          ['C', x - 7, 20, x - 4 + lean, 10, x - 4 + lean * 1.5, 0],
          ['L', x + 4 + lean * 1.5, 0],
          ['C', x + 5 + lean, 10, x + 8, 20, x + 11, 31],
        ],
        { bbox: [x - 9, 0, x + 11, 31], dark },
      );
    leg(65, 66, true, 0);
    leg(22, 14, false, -3);
    leg(108, 14, false, 3);
    // oval top as stacked ellipses
    const { P, k, dv } = p.pr;
    const [cx, cy] = P(65, 31, 40);
    const rx = 65 * k;
    const ry = 40 * k * Math.abs(dv.y) * 1.05;
    const [, ty] = P(65, 36, 40);
    const c = p.c;
    const side = c.lin(
      [
        [0, m.lo],
        [0.25, m.hi],
        [0.5, m.base],
        [1, m.deep],
      ],
      cx - rx,
      0,
      cx + rx,
      0,
    );
    const top = c.rad(
      [
        [0, shade(m.hi, 0.1)],
        [0.7, m.base],
        [1, m.lo],
      ],
      cx - rx * 0.3,
      ty - ry * 0.2,
      rx * 1.1,
      ry * 1.3,
    );
    let s = `<path d="M${f(cx - rx)},${f(ty)} L${f(cx - rx)},${f(cy)} A${f(rx)},${f(ry)} 0 0 0 ${f(cx + rx)},${f(cy)} L${f(cx + rx)},${f(ty)} Z" fill="${side}"/>`;
    s += `<ellipse cx="${f(cx)}" cy="${f(ty)}" rx="${f(rx)}" ry="${f(ry)}" fill="${top}"/>`;
    s += `<ellipse cx="${f(cx)}" cy="${f(ty)}" rx="${f(rx * 0.995)}" ry="${f(ry * 0.99)}" fill="none" stroke="#c9b98a" stroke-width="${f(k * 0.5)}" opacity="0.5"/>`;
    p.raw(p.textured(m, s));
    p.castBox(0, 31, 0, 130, 5, 80);
    vase(p, 80, 36, 40, 14, '#b6452a', '#e07a55');
    books(p, 36, 36, 44, ['#1f2a2c', '#d6c9b0']);
  },
};
