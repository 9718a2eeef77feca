// Dune Lounge Chair (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { shade } from '../lib/color.mjs';
import { MATS } from '../lib/materials.mjs';
import { f } from '../lib/svg.mjs';

export const duneLoungeChair = {
  slug: 'dune-lounge-chair',
  palette: 'nordic',
  room: {
    art: { x: 0.62, y: 0.14, w: 0.2, h: 0.36, colors: ['#2b2723', '#efe8da', '#cc9147', '#2f3b55'] },
    floor: 'boards',
  },
  views: 3,
  dims: [92, 74, 80],
  focus: [20, 40],
  detail: [40, 22],
  draw(p) {
    const m = MATS.boucle;
    const c = p.c;
    const { P, k } = p.pr;
    // ash plinth
    p.box(MATS.ash, 10, 0, 12, 72, 6, 56, {});
    // back shell
    const [bx0, by0] = P(2, 20, 58);
    const [bx1] = P(90, 20, 58);
    const [, byt] = P(46, 74, 58);
    const bw = bx1 - bx0;
    const backFill = c.rad(
      [
        [0, m.hi],
        [0.6, m.base],
        [1, m.lo],
      ],
      bx0 + bw * 0.35,
      byt + (by0 - byt) * 0.3,
      bw * 0.7,
      (by0 - byt) * 0.9,
    );
    let s = `<path d="M${f(bx0)},${f(by0)} C${f(bx0 - 2 * k)},${f(byt + 20 * k)} ${f(bx0 + bw * 0.18)},${f(byt)} ${f(bx0 + bw / 2)},${f(byt)} C${f(bx1 - bw * 0.18)},${f(byt)} ${f(bx1 + 2 * k)},${f(byt + 20 * k)} ${f(bx1)},${f(by0)} Z" fill="${backFill}"/>`;
    // arms
    const arm = (xa, light) => {
      const [ax, ay] = P(xa, 6, 6);
      const [, aty] = P(xa, 52, 6);
      const [, atyb] = P(xa, 58, 56);
      const aw = 17 * k;
      const fill = c.lin(
        [
          [0, light ? m.hi : m.base],
          [0.6, light ? m.base : m.lo],
          [1, m.lo],
        ],
        ax,
        0,
        ax + aw,
        0,
      );
      const dx = 56 * k * p.pr.dv.x;
      return `<path d="M${f(ax)},${f(ay)} L${f(ax)},${f(aty + 6 * k)} C${f(ax)},${f(aty - 2 * k)} ${f(ax + dx * 0.5)},${f(atyb)} ${f(ax + dx + aw * 0.5)},${f(atyb)} C${f(ax + dx + aw)},${f(atyb)} ${f(ax + aw + 2 * k)},${f(aty - 4 * k)} ${f(ax + aw)},${f(aty + 4 * k)} L${f(ax + aw)},${f(ay)} Z" fill="${fill}"/>`;
    };
    // seat cushion
    const [sx0, sy0] = P(14, 6, 0);
    const [sx1] = P(78, 6, 0);
    const [, sty] = P(14, 28, 0);
    const seatFront = c.lin(
      [
        [0, m.hi],
        [0.5, m.base],
        [1, m.lo],
      ],
      0,
      sty,
      0,
      sy0,
    );
    const dzx = 50 * k * p.pr.dv.x;
    const dzy = 50 * k * p.pr.dv.y;
    const seatTop = c.lin(
      [
        [0, m.lo],
        [1, shade(m.hi, 0.1)],
      ],
      0,
      sty + dzy,
      0,
      sty,
    );
    s += `<path d="M${f(sx0)},${f(sty)} L${f(sx0 + dzx)},${f(sty + dzy)} L${f(sx1 + dzx)},${f(sty + dzy)} L${f(sx1)},${f(sty)} Z" fill="${seatTop}"/>`;
    s += arm(78, false);
    s += `<rect x="${f(sx0)}" y="${f(sty - 1.5 * k)}" width="${f(sx1 - sx0)}" height="${f(sy0 - sty + 1.5 * k)}" rx="${f(6 * k)}" fill="${seatFront}"/>`;
    s += arm(-1, true);
    // seams
    s += `<path d="M${f(sx0 + 4 * k)},${f(sty + 2 * k)} L${f(sx1 - 4 * k)},${f(sty + 2 * k)}" stroke="${m.deep}" stroke-width="${f(k * 0.35)}" opacity="0.35"/>`;
    p.raw(p.textured(m, s));
    p.castBox(0, 0, 4, 92, 50, 60);
    p.castBox(4, 20, 50, 84, 54, 10);
  },
};
