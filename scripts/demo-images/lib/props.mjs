// Carved details and the styling props (vases, bowls, books) that dress a piece.

import { shade } from './color.mjs';
import { hash, rng } from './random.mjs';
import { f } from './svg.mjs';

export function fluting(p, m, BL, TR, n, inset = false) {
  const c = p.c;
  const x0 = BL[0];
  const y1 = BL[1];
  const x1 = TR[0];
  const y0 = TR[1];
  const w = (x1 - x0) / n;
  let s = '';
  for (let i = 0; i < n; i++) {
    const jitter = 1 + ((hash(`${x0}-${i}`) % 100) / 100 - 0.5) * 0.12;
    const fill = c.lin(
      [
        [0, inset ? m.deep : m.lo],
        [0.35, inset ? m.lo : m.base],
        [0.7, m.hi],
        [1, inset ? m.base : m.lo],
      ],
      x0 + i * w,
      0,
      x0 + (i + jitter) * w,
      0,
    );
    s += `<rect x="${f(x0 + i * w + w * 0.04)}" y="${f(y0 + (inset ? 0 : 0))}" width="${f(w * 0.92)}" height="${f(y1 - y0)}" rx="${f(w * 0.45)}" fill="${fill}" opacity="${inset ? 0.8 : 0.9}"/>`;
  }
  p.raw(p.textured(m, s));
}

export function pits(p, m, TL, BR, n) {
  const R = rng(hash(`pits${TL[0]}${BR[0]}`));
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = TL[0] + R() * (BR[0] - TL[0]);
    const y = TL[1] + R() * (BR[1] - TL[1]);
    const rx = 0.6 + R() * 3.2;
    s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * p.pr.k * 0.35)}" ry="${f(rx * p.pr.k * 0.12)}" fill="${m.pits}" opacity="${(0.3 + R() * 0.4).toFixed(2)}"/>`;
  }
  p.raw(s);
}

export function vase(p, x, y, z, h, col, hiCol, branch = false) {
  const { P, k } = p.pr;
  const c = p.c;
  const [cx, by] = P(x, y, z);
  const H = h * k;
  const w = H * 0.42;
  const fill = c.lin(
    [
      [0, shade(col, -0.25)],
      [0.3, hiCol],
      [0.55, col],
      [1, shade(col, -0.45)],
    ],
    cx - w,
    0,
    cx + w,
    0,
  );
  let s = '';
  if (branch) {
    const R = rng(hash(`br${x}${y}`));
    const stems = [
      [cx, by - H * 0.9, cx - H * 0.5, by - H * 2.2, cx - H * 0.9, by - H * 2.6],
      [cx, by - H * 0.9, cx + H * 0.3, by - H * 2.0, cx + H * 0.8, by - H * 2.4],
      [cx, by - H * 0.9, cx - H * 0.05, by - H * 2.2, cx + H * 0.1, by - H * 2.9],
    ];
    for (const [sx, sy, qx, qy, ex, ey] of stems) {
      s += `<path d="M${f(sx)},${f(sy)} Q${f(qx)},${f(qy)} ${f(ex)},${f(ey)}" stroke="#3a2b1f" stroke-width="${f(k * 0.35)}" fill="none"/>`;
      for (let t = 0.35; t < 1; t += 0.12) {
        const bx = (1 - t) * (1 - t) * sx + 2 * (1 - t) * t * qx + t * t * ex;
        const byy = (1 - t) * (1 - t) * sy + 2 * (1 - t) * t * qy + t * t * ey;
        const a = R() * 360;
        const L = k * (2.2 + R() * 1.8);
        s += `<ellipse cx="${f(bx + Math.cos(a) * L * 0.6)}" cy="${f(byy + Math.sin(a) * L * 0.6)}" rx="${f(L)}" ry="${f(L * 0.38)}" transform="rotate(${f(a)} ${f(bx + Math.cos(a) * L * 0.6)} ${f(byy + Math.sin(a) * L * 0.6)})" fill="${R() > 0.5 ? '#5b6a45' : '#74805a'}"/>`;
      }
    }
  }
  s += `<path d="M${f(cx - w * 0.32)},${f(by - H)} C${f(cx - w * 0.3)},${f(by - H * 0.8)} ${f(cx - w * 1.05)},${f(by - H * 0.65)} ${f(cx - w)},${f(by - H * 0.3)} C${f(cx - w * 0.95)},${f(by - H * 0.05)} ${f(cx - w * 0.6)},${f(by)} ${f(cx)},${f(by)} C${f(cx + w * 0.6)},${f(by)} ${f(cx + w * 0.95)},${f(by - H * 0.05)} ${f(cx + w)},${f(by - H * 0.3)} C${f(cx + w * 1.05)},${f(by - H * 0.65)} ${f(cx + w * 0.3)},${f(by - H * 0.8)} ${f(cx + w * 0.32)},${f(by - H)} Z" fill="${fill}"/>`;
  s += `<ellipse cx="${f(cx)}" cy="${f(by - H)}" rx="${f(w * 0.32)}" ry="${f(w * 0.08)}" fill="${shade(col, -0.5)}"/>`;
  p.raw(s);
  p.castBox(x - h * 0.4, y, z - h * 0.3, h * 0.8, h, h * 0.6);
}

export function bowl(p, x, y, z, d, col, hiCol) {
  const { P, k } = p.pr;
  const [cx, by] = P(x, y, z);
  const w = (d * k) / 2;
  const h = d * k * 0.32;
  const fill = p.c.lin(
    [
      [0, shade(col, -0.2)],
      [0.3, hiCol],
      [1, shade(col, -0.3)],
    ],
    cx - w,
    0,
    cx + w,
    0,
  );
  p.raw(
    `<path d="M${f(cx - w)},${f(by - h)} C${f(cx - w)},${f(by)} ${f(cx + w)},${f(by)} ${f(cx + w)},${f(by - h)} Z" fill="${fill}"/><ellipse cx="${f(cx)}" cy="${f(by - h)}" rx="${f(w)}" ry="${f(h * 0.22)}" fill="${shade(col, -0.45)}"/>`,
  );
  p.castBox(x - d / 2, y, z - d / 3, d, d * 0.32, d * 0.6);
}

export function books(p, x, y, z, cols) {
  let yy = y;
  cols.forEach((col, i) => {
    const w = 24 - i * 3;
    const h = 2.6 + (i % 2) * 0.8;
    const bm = {
      hi: shade(col, 0.2),
      base: col,
      lo: shade(col, -0.2),
      deep: shade(col, -0.5),
      name: `book-${col}`,
    };
    p.box(bm, x + i * 1.5, yy, z + i, w, h, 16 - i, { bottomDark: false });
    yy += h;
  });
}

/**
 * Brass star-lattice marquetry on a front face between screen points BL and TR: a grid of
 * eight-pointed stars (a square and a diamond per cell), as in Idris Benali's cedar pieces.
 */
export function starLattice(p, BL, TR, cols, rows, color = '#e3bb6a') {
  const [x0, y1] = BL;
  const [x1, y0] = TR;
  const cw = (x1 - x0) / cols;
  const ch = (y1 - y0) / rows;
  const r = Math.min(cw, ch) * 0.34;
  const sw = Math.max(0.8, p.pr.k * 0.32);
  let s = `<rect x="${f(x0 + cw * 0.08)}" y="${f(y0 + ch * 0.06)}" width="${f(x1 - x0 - cw * 0.16)}" height="${f(y1 - y0 - ch * 0.12)}" fill="none" stroke="${color}" stroke-width="${f(sw)}"/>`;
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const cx = x0 + (i + 0.5) * cw;
      const cy = y0 + (j + 0.5) * ch;
      s += `<rect x="${f(cx - r * 0.71)}" y="${f(cy - r * 0.71)}" width="${f(r * 1.42)}" height="${f(r * 1.42)}" fill="none" stroke="${color}" stroke-width="${f(sw)}"/>`;
      s += `<path d="M${f(cx)},${f(cy - r)} L${f(cx + r)},${f(cy)} L${f(cx)},${f(cy + r)} L${f(cx - r)},${f(cy)} Z" fill="none" stroke="${color}" stroke-width="${f(sw)}"/>`;
      s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.18)}" fill="${color}"/>`;
    }
  p.raw(`<g opacity="0.9">${s}</g>`);
}
