#!/usr/bin/env node
// Renders the demo catalog images (artist portraits, portfolio showcases, collection covers,
// product and coming-soon images) as SVG scenes and writes them as WebP at 480/960/1600 px
// to web/public/demo. Fully deterministic: no network, no photographs, no third-party assets.
//
//   node scripts/render-demo-images.mjs           render everything, then run the self-check
//   node scripts/render-demo-images.mjs --check   only verify that every /demo/...webp URL named in
//                                                 services/catalog/src/seed/demo-catalog.ts exists
//   node scripts/render-demo-images.mjs --only=ember-cabinet   render matching images only (no check)
//
// Needs `sharp` (only for rendering, not for --check).

import { mkdir, readFile, writeFile, access, readdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'web/public/demo');
const CATALOG = join(ROOT, 'services/catalog/src/seed/demo-catalog.ts');
const WIDTHS = [480, 960, 1600];
const WEBP = { quality: 78, effort: 5 };

// ───────────────────────────── utilities ─────────────────────────────

function hash(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) h = Math.imul(h ^ str.charCodeAt(i), 16777619);
  return h >>> 0;
}
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const f = (n) => (Math.round(n * 10) / 10).toString();
const pts = (arr) => arr.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
const poly = (arr, attrs) => `<polygon points="${pts(arr)}" ${attrs}/>`;

function hexToRgb(h) {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex([r, g, b]) {
  const c = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
const shade = (c, t) => (t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t));

function hull(points) {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower.at(-2), lower.at(-1), q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper = [];
  for (const q of p.reverse()) {
    while (upper.length >= 2 && cross(upper.at(-2), upper.at(-1), q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

// ───────────────────────────── SVG context ─────────────────────────────

class Ctx {
  constructor(W, H, seed) {
    this.W = W;
    this.H = H;
    this.defs = [];
    this.n = 0;
    this.rand = rng(seed);
    this.cache = new Map();
  }
  id(p) {
    return `${p}${++this.n}`;
  }
  def(s) {
    this.defs.push(s);
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rand();
  }
  stops(stops) {
    return stops
      .map(
        ([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}"${op < 1 ? ` stop-opacity="${op}"` : ''}/>`,
      )
      .join('');
  }
  lin(stops, x1, y1, x2, y2) {
    const id = this.id('l');
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops, cx, cy, rx, ry = rx, fx = cx, fy = cy) {
    const id = this.id('r');
    const sy = ry / rx;
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy / sy)}" r="${f(rx)}" fx="${f(fx)}" fy="${f(fy / sy)}" gradientTransform="scale(1 ${sy.toFixed(4)})">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(sd) {
    const key = `blur${sd}`;
    if (!this.cache.has(key)) {
      const id = this.id('b');
      this.def(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      );
      this.cache.set(key, `url(#${id})`);
    }
    return this.cache.get(key);
  }
  clip(shape) {
    const id = this.id('c');
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  // In-place surface texture: dark and light noise streaks clipped to the shape's alpha.
  tex(name, t) {
    if (!t) return null;
    const key = `tex-${name}`;
    if (!this.cache.has(key)) {
      const id = this.id('t');
      const g = t.gain ?? 4;
      const [dr, dg, db] = hexToRgb(t.dark).map((v) => (v / 255).toFixed(3));
      const [lr, lg, lb] = hexToRgb(t.light ?? '#ffffff').map((v) => (v / 255).toFixed(3));
      const turb = t.type ?? 'fractalNoise';
      this
        .def(`<filter id="${id}" x="-2%" y="-2%" width="104%" height="104%" color-interpolation-filters="sRGB">
<feTurbulence type="${turb}" baseFrequency="${t.freq}" numOctaves="${t.oct ?? 3}" seed="${t.seed ?? 3}" result="n"/>
<feColorMatrix in="n" type="matrix" values="0 0 0 0 ${dr} 0 0 0 0 ${dg} 0 0 0 0 ${db} ${-g} 0 0 0 ${(g * (t.mid ?? 0.5)).toFixed(3)}" result="d"/>
<feComponentTransfer in="d" result="d2"><feFuncA type="linear" slope="${t.amt}"/></feComponentTransfer>
<feComposite in="d2" in2="SourceAlpha" operator="in" result="d3"/>
<feColorMatrix in="n" type="matrix" values="0 0 0 0 ${lr} 0 0 0 0 ${lg} 0 0 0 0 ${lb} ${g} 0 0 0 ${(-g * (t.mid ?? 0.5)).toFixed(3)}" result="l"/>
<feComponentTransfer in="l" result="l2"><feFuncA type="linear" slope="${t.lamt ?? t.amt * 0.5}"/></feComponentTransfer>
<feComposite in="l2" in2="SourceAlpha" operator="in" result="l3"/>
<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="d3"/><feMergeNode in="l3"/></feMerge>
</filter>`);
      this.cache.set(key, `url(#${id})`);
    }
    return this.cache.get(key);
  }
  finish(body, { grain = 0.09, vignette = 0.22, tint = null } = {}) {
    const { W, H } = this;
    const gid = this.id('g');
    this.def(`<filter id="${gid}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="11" result="n"/>
<feColorMatrix in="n" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -3 0 0 0 1.5" result="d"/>
<feComponentTransfer in="d" result="d2"><feFuncA type="linear" slope="${grain}"/></feComponentTransfer>
<feColorMatrix in="n" type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 3 0 0 0 -1.5" result="l"/>
<feComponentTransfer in="l" result="l2"><feFuncA type="linear" slope="${grain * 0.8}"/></feComponentTransfer>
<feMerge><feMergeNode in="d2"/><feMergeNode in="l2"/></feMerge></filter>`);
    const vig = this.rad(
      [
        [0, '#000', 0],
        [0.6, '#000', 0],
        [1, '#0d0806', vignette],
      ],
      W / 2,
      H / 2,
      Math.hypot(W, H) * 0.55,
      Math.hypot(W, H) * 0.55,
    );
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs>${this.defs.join('\n')}</defs>
${body}
${tint ? `<rect width="${W}" height="${H}" fill="${tint[0]}" opacity="${tint[1]}"/>` : ''}
<rect width="${W}" height="${H}" fill="${vig}"/>
<rect width="${W}" height="${H}" filter="url(#${gid})"/>
</svg>`;
  }
}

// ───────────────────────────── materials ─────────────────────────────

const MATS = {
  walnut: {
    hi: '#a0704b',
    base: '#7a4b2e',
    lo: '#55331e',
    deep: '#2f1b0f',
    tex: { freq: '0.0028 0.075', oct: 4, dark: '#231209', light: '#c89468', amt: 0.55, lamt: 0.22, seed: 7 },
  },
  travertine: {
    hi: '#f4ead8',
    base: '#e4d4b8',
    lo: '#cbb594',
    deep: '#9e8766',
    tex: { freq: '0.0016 0.03', oct: 4, dark: '#8d7252', light: '#fffaf0', amt: 0.38, lamt: 0.3, seed: 5 },
    pits: '#a58b68',
  },
  limestone: {
    hi: '#f3efe4',
    base: '#e3dccb',
    lo: '#c9c0aa',
    deep: '#a0977f',
    tex: { freq: '0.012 0.02', oct: 4, dark: '#8c8268', light: '#ffffff', amt: 0.2, lamt: 0.2, seed: 21 },
    pits: '#b3a98f',
  },
  brass: {
    hi: '#f6dc97',
    base: '#c99f4f',
    lo: '#8a6326',
    deep: '#4e3610',
    metal: true,
    tex: { freq: '0.002 0.3', oct: 2, dark: '#6b4a18', light: '#fff4d0', amt: 0.18, lamt: 0.18, seed: 9 },
  },
  bronze: {
    hi: '#9aa784',
    base: '#5d6a4b',
    lo: '#3a4330',
    deep: '#1f2418',
    metal: true,
    tex: { freq: '0.012 0.03', oct: 4, dark: '#3b2a17', light: '#b7c49a', amt: 0.4, lamt: 0.18, seed: 15 },
  },
  lacquerRed: { hi: '#e56a45', base: '#b3301b', lo: '#7a1b10', deep: '#360b06', gloss: true },
  lacquerInk: { hi: '#4a505c', base: '#1b1d23', lo: '#101115', deep: '#060607', gloss: true },
  celadon: { hi: '#d9e7d6', base: '#aac4ad', lo: '#809d88', deep: '#566f5e', gloss: true },
  boucle: {
    hi: '#e8b970',
    base: '#cc9147',
    lo: '#98642b',
    deep: '#5f3d18',
    tex: {
      freq: '0.5',
      oct: 2,
      type: 'turbulence',
      dark: '#6a4314',
      light: '#ffe2ac',
      amt: 0.28,
      lamt: 0.2,
      mid: 0.25,
      seed: 4,
    },
  },
  mossWool: {
    hi: '#7f8c57',
    base: '#56633a',
    lo: '#3a4526',
    deep: '#212915',
    tex: { freq: '0.3 0.6', oct: 2, dark: '#1c220f', light: '#a8b47a', amt: 0.22, lamt: 0.12, seed: 8 },
  },
  ash: {
    hi: '#f1e8d8',
    base: '#dfd0b6',
    lo: '#c0ab8b',
    deep: '#8f7b5c',
    tex: { freq: '0.0035 0.1', oct: 4, dark: '#9b8464', light: '#ffffff', amt: 0.35, lamt: 0.2, seed: 12 },
  },
  hinoki: {
    hi: '#e6cfa4',
    base: '#cfb07c',
    lo: '#a98a58',
    deep: '#6f5530',
    tex: { freq: '0.004 0.12', oct: 3, dark: '#7c5e34', light: '#fff0d0', amt: 0.3, lamt: 0.2, seed: 13 },
  },
  blackened: { hi: '#56514a', base: '#2d2a26', lo: '#1c1a18', deep: '#0d0c0b' },
};

// ───────────────────────────── projection & primitives ─────────────────────────────
// Oblique projection: x to the right, y up, z into the room (back is up and to the left).

function makeProj(x0, fy, k, dv = { x: -0.27, y: -0.25 }) {
  return {
    k,
    dv,
    P: (x, y, z) => [x0 + x * k + z * k * dv.x, fy - y * k + z * k * dv.y],
  };
}

class Piece {
  constructor(c, pr, light) {
    this.c = c;
    this.pr = pr;
    this.parts = [];
    this.shadows = [];
    this.contacts = [];
    this.light = light; // {x, z}: floor displacement per unit height
  }
  add(s) {
    this.parts.push(s);
  }
  // cast shadow of an axis-aligned box onto the floor
  castBox(x, y, z, w, h, d) {
    const { P } = this.pr;
    const L = this.light;
    const out = [];
    for (const xx of [x, x + w])
      for (const zz of [z, z + d]) for (const yy of [y, y + h]) out.push(P(xx + yy * L.x, 0, zz + yy * L.z));
    this.shadows.push(hull(out));
    if (y < 1) {
      const base = [P(x, 0, z), P(x + w, 0, z), P(x + w, 0, z + d), P(x, 0, z + d)];
      this.contacts.push(base);
    }
  }
  textured(mat, inner) {
    const t = this.c.tex(mat.name, mat.tex);
    return t ? `<g filter="${t}">${inner}</g>` : `<g>${inner}</g>`;
  }
  box(mat, x, y, z, w, h, d, o = {}) {
    const { P } = this.pr;
    const c = this.c;
    const FBL = P(x, y, z),
      FBR = P(x + w, y, z),
      FTL = P(x, y + h, z),
      FTR = P(x + w, y + h, z);
    const BTL = P(x, y + h, z + d),
      BTR = P(x + w, y + h, z + d),
      BBL = P(x, y, z + d);
    const m = mat;
    const sideFill = c.lin(
      [
        [0, shade(m.hi, o.sideLift ?? 0)],
        [1, m.base],
      ],
      FTL[0],
      FTL[1],
      BBL[0],
      BBL[1],
    );
    const topFill = c.lin(
      [
        [0, m.base],
        [0.55, m.hi],
        [1, shade(m.hi, 0.08)],
      ],
      BTL[0],
      BTL[1],
      FTR[0],
      FTR[1],
    );
    const frontFill =
      o.frontFill ??
      c.lin(
        [
          [0, shade(m.base, 0.05)],
          [0.5, m.base],
          [1, m.lo],
        ],
        FTL[0],
        FTL[1],
        FBR[0],
        FBR[1],
      );
    let s = '';
    if (!o.noSide) s += poly([FBL, FTL, BTL, BBL], `fill="${sideFill}"`);
    if (!o.noTop) s += poly([FTL, FTR, BTR, BTL], `fill="${topFill}"`);
    s += poly([FBL, FBR, FTR, FTL], `fill="${frontFill}"`);
    if (o.bottomDark !== false && h > 3)
      s += poly(
        [FBL, FBR, P(x + w, y + Math.min(h * 0.25, 6), z), P(x, y + Math.min(h * 0.25, 6), z)],
        `fill="${m.deep}" opacity="0.18"`,
      );
    let out = this.textured(m, s);
    // crisp edges
    out += `<polyline points="${pts([FTL, FTR])}" stroke="${shade(m.hi, 0.25)}" stroke-width="${f(Math.max(0.8, this.pr.k * 0.35))}" opacity="0.7" fill="none"/>`;
    out += `<polyline points="${pts([BTL, FTL, FBL])}" stroke="${shade(m.hi, 0.2)}" stroke-width="${f(Math.max(0.6, this.pr.k * 0.25))}" opacity="0.45" fill="none"/>`;
    if (m.gloss) out += this.gloss(FBL, FBR, FTR, FTL, [FTL, FTR, BTR, BTL]);
    this.add(out);
    if (o.cast !== false) this.castBox(x, y, z, w, h, d);
    return { FBL, FBR, FTL, FTR, BTL, BTR, BBL };
  }
  gloss(FBL, FBR, FTR, FTL, top) {
    const c = this.c;
    const w = FBR[0] - FBL[0];
    const h = FBL[1] - FTL[1];
    const cl = c.clip(poly([FBL, FBR, FTR, FTL], ''));
    const ct = c.clip(poly(top, ''));
    const x = FBL[0];
    const y = FTL[1];
    let s = `<g clip-path="${cl}">`;
    s += `<rect x="${f(x + w * 0.14)}" y="${f(y - h)}" width="${f(w * 0.09)}" height="${f(h * 3)}" fill="#fff" opacity="0.13" filter="${c.blur(Math.max(2, w * 0.02))}" transform="skewX(-18)" transform-origin="${f(x)} ${f(y)}"/>`;
    s += `<rect x="${f(x + w * 0.27)}" y="${f(y - h)}" width="${f(w * 0.03)}" height="${f(h * 3)}" fill="#fff" opacity="0.1" filter="${c.blur(Math.max(1, w * 0.008))}" transform="skewX(-18)" transform-origin="${f(x)} ${f(y)}"/>`;
    s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.12)}" fill="#fff" opacity="0.06"/>`;
    s += `</g><g clip-path="${ct}">`;
    const [tx, ty] = top[3];
    const tw = top[1][0] - top[0][0];
    s += `<rect x="${f(tx + tw * 0.1)}" y="${f(ty - 5)}" width="${f(tw * 0.25)}" height="${f(top[0][1] - ty + 10)}" fill="#fff" opacity="0.22" filter="${c.blur(Math.max(2, tw * 0.012))}" transform="skewX(-30)" transform-origin="${f(tx)} ${f(top[0][1])}"/>`;
    s += `<rect x="${f(tx + tw * 0.42)}" y="${f(ty - 5)}" width="${f(tw * 0.08)}" height="${f(top[0][1] - ty + 10)}" fill="#fff" opacity="0.14" filter="${c.blur(Math.max(2, tw * 0.01))}" transform="skewX(-30)" transform-origin="${f(tx)} ${f(top[0][1])}"/>`;
    s += `</g>`;
    return s;
  }
  // vertical cylinder (column / turned top)
  cyl(mat, cx, y, cz, r, h, o = {}) {
    const { P, k, dv } = this.pr;
    const c = this.c;
    const [sx, sy] = P(cx, y, cz);
    const [, ty] = P(cx, y + h, cz);
    const rx = r * k;
    const ry = r * k * (o.flat ?? 0.32);
    const m = mat;
    const bodyFill = m.metal
      ? c.lin(
          [
            [0, m.deep],
            [0.12, m.lo],
            [0.3, m.hi],
            [0.38, shade(m.hi, 0.35)],
            [0.46, m.hi],
            [0.7, m.base],
            [0.9, m.lo],
            [1, m.deep],
          ],
          sx - rx,
          0,
          sx + rx,
          0,
        )
      : c.lin(
          [
            [0, m.lo],
            [0.3, m.hi],
            [0.7, m.base],
            [1, m.lo],
          ],
          sx - rx,
          0,
          sx + rx,
          0,
        );
    const topFill = c.rad(
      [
        [0, shade(m.hi, 0.15)],
        [1, m.base],
      ],
      sx - rx * 0.3,
      ty - ry * 0.3,
      rx * 1.2,
      ry * 1.2,
    );
    let s = `<path d="M${f(sx - rx)},${f(ty)} L${f(sx - rx)},${f(sy)} A${f(rx)},${f(ry)} 0 0 0 ${f(sx + rx)},${f(sy)} L${f(sx + rx)},${f(ty)} Z" fill="${bodyFill}"/>`;
    if (!o.noTop) s += `<ellipse cx="${f(sx)}" cy="${f(ty)}" rx="${f(rx)}" ry="${f(ry)}" fill="${topFill}"/>`;
    if (o.rim)
      s += `<ellipse cx="${f(sx)}" cy="${f(ty)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${shade(m.hi, 0.3)}" stroke-width="${f(k * 0.3)}" opacity="0.6"/>`;
    this.add(this.textured(m, s));
    if (o.cast !== false) this.castBox(cx - r, y, cz - r, 2 * r, h, 2 * r);
    void dv;
    return { sx, sy, ty, rx, ry };
  }
  // free-form path in the front plane at depth z (coords in cm, y up)
  shape(mat, z, d, cmd, o = {}) {
    const { P } = this.pr;
    const c = this.c;
    // cmd: array of [op, ...xy pairs]
    const toScreen = (x, y) => P(x, y, z);
    const build = (dz) =>
      cmd
        .map(([op, ...a]) => {
          const q = [];
          for (let i = 0; i < a.length; i += 2) {
            const [sx, sy] = P(a[i], a[i + 1], z + dz);
            q.push(`${f(sx)},${f(sy)}`);
          }
          return op + q.join(' ');
        })
        .join(' ');
    const bb = o.bbox; // [x0,y0,x1,y1]
    const [ax, ay] = toScreen(bb[0], bb[3]);
    const [bx, by] = toScreen(bb[2], bb[1]);
    const fill =
      o.fill ??
      c.lin(
        [
          [0, o.dark ? mat.lo : shade(mat.hi, 0.05)],
          [0.45, o.dark ? mat.lo : mat.base],
          [1, o.dark ? mat.deep : mat.lo],
        ],
        ax,
        ay,
        bx,
        by,
      );
    let s = '';
    if (d > 0) s += `<path d="${build(d)} Z" fill="${o.dark ? mat.deep : mat.lo}"/>`;
    if (d > 0) {
      // side thickness: connect the two outlines by drawing intermediate copies
      const steps = Math.max(2, Math.ceil(d / 2));
      for (let i = steps - 1; i > 0; i--)
        s += `<path d="${build((d * i) / steps)} Z" fill="${o.dark ? mat.deep : mix(mat.lo, mat.hi, 0.4 * (1 - i / steps))}"/>`;
    }
    s += `<path d="${build(0)} Z" fill="${fill}"/>`;
    if (o.edge)
      s += `<path d="${build(0)} Z" fill="none" stroke="${shade(mat.hi, 0.2)}" stroke-width="${f(this.pr.k * 0.3)}" opacity="0.35"/>`;
    this.add(this.textured(mat, s));
    if (o.cast !== false) this.castBox(bb[0], bb[1], z, bb[2] - bb[0], bb[3] - bb[1], Math.max(d, 2));
  }
  raw(s) {
    this.add(s);
  }
  render(floorClip, shadowColor = '#1e140c', shadowOp = 0.42) {
    const c = this.c;
    const k = this.pr.k;
    const soft = this.shadows.map((p) => poly(p, '')).join('');
    const contact = this.contacts.map((p) => poly(p, '')).join('');
    return `<g clip-path="${floorClip}">
<g fill="${shadowColor}" opacity="${shadowOp * 0.75}" filter="${c.blur(f(k * 2.4))}">${soft}</g>
<g fill="${shadowColor}" opacity="${shadowOp * 0.5}" filter="${c.blur(f(k * 0.7))}">${soft}</g>
<g fill="${shadowColor}" opacity="0.55" filter="${c.blur(f(k * 0.9))}">${contact}</g>
</g>
${this.parts.join('\n')}`;
  }
}

for (const [name, m] of Object.entries(MATS)) m.name = name;

// ───────────────────────────── furniture ─────────────────────────────
// Each builder receives a Piece and draws in cm. Returns [width, height, depth] via .dims.

const FURNITURE = {
  meridian: {
    dims: [240, 75, 100],
    focus: [40, 62],
    draw(p) {
      const m = MATS.walnut;
      const leg = (x0, z, dark) =>
        p.shape(
          m,
          z,
          5,
          [
            ['M', x0 - 18, 71],
            ['L', x0 + 18, 71],
            ['C', x0 + 17, 60, x0 + 6, 50, x0 + 6, 38],
            ['C', x0 + 6, 24, x0 + 14, 10, x0 + 16, 0],
            ['L', x0 - 16, 0],
            ['C', x0 - 14, 10, x0 - 6, 24, x0 - 6, 38],
            ['C', x0 - 6, 50, x0 - 17, 60, x0 - 18, 71],
          ],
          { bbox: [x0 - 18, 0, x0 + 18, 71], dark },
        );
      leg(42, 80, true);
      leg(198, 80, true);
      // stretcher
      p.box(m, 48, 30, 47, 144, 5, 6, { noTop: false, cast: true });
      leg(42, 15, false);
      leg(198, 15, false);
      p.box(m, 0, 71, 0, 240, 4.5, 100, {});
      bowl(p, 70, 75.5, 45, 34, '#d8cfbf', '#f4efe6');
      vase(p, 160, 75.5, 55, 34, '#3e4a3f', '#6f8272', true);
    },
  },
  tidewater: {
    dims: [180, 78, 42],
    focus: [20, 60],
    draw(p) {
      const m = MATS.travertine;
      const support = (x) => {
        const r = p.box(m, x, 0, 4, 30, 72, 34, { noTop: true });
        fluting(p, m, r.FBL, r.FTR, 7);
      };
      support(14);
      support(136);
      const t = p.box(m, 0, 72, 0, 180, 7, 42, {});
      pits(p, m, t.FTL, t.FBR, 60);
    },
  },
  solace: {
    dims: [50, 52, 50],
    focus: [12, 45],
    draw(p) {
      p.cyl(MATS.brass, 25, 0, 25, 17, 2.2, { flat: 0.34, rim: true });
      p.cyl(MATS.brass, 25, 2.2, 25, 6.5, 45, { flat: 0.34 });
      p.cyl(MATS.brass, 25, 46.5, 25, 9, 1.5, { flat: 0.34 });
      p.cyl(MATS.travertine, 25, 48, 25, 25, 4, { flat: 0.34, rim: true });
      vase(p, 31, 52, 25, 18, '#4b5a54', '#7e8f86');
    },
  },
  dune: {
    dims: [92, 74, 80],
    focus: [20, 40],
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
  },
  ember: {
    dims: [120, 135, 45],
    focus: [60, 100],
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
  },
  harrow: {
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
  },
  ferrous: {
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
  },
  sumi: {
    dims: [220, 73, 95],
    focus: [30, 64],
    draw(p) {
      const m = MATS.lacquerInk;
      p.box(m, 22, 0, 10, 7, 69, 75, { noTop: true });
      p.box(m, 191, 0, 10, 7, 69, 75, { noTop: true });
      p.box(m, 29, 52, 44, 162, 5, 5, {});
      p.box(m, 0, 69, 0, 220, 4, 95, {});
      vase(p, 150, 73, 50, 30, '#c9c2b2', '#efe9dc', true);
    },
  },
  moss: {
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
  },
  kasumi: {
    dims: [150, 82, 40],
    focus: [25, 70],
    draw(p) {
      const h = MATS.hinoki;
      p.box(h, 4, 0, 33, 3, 70, 3, {});
      p.box(h, 143, 0, 33, 3, 70, 3, {});
      const m = MATS.celadon;
      p.box(m, 2, 68, 2, 146, 10, 36, {});
      p.box(h, 4, 0, 4, 3, 68, 3, {});
      p.box(h, 143, 0, 4, 3, 68, 3, {});
      p.box(m, 0, 78, 0, 150, 4, 40, {});
      vase(p, 40, 82, 22, 30, '#efe9dc', '#ffffff', true);
    },
  },
  estuary: {
    dims: [170, 44, 42],
    focus: [25, 35],
    draw(p) {
      const m = MATS.limestone;
      for (const x of [16, 118]) {
        const r = p.box(m, x, 0, 5, 36, 32, 32, { noTop: true });
        fluting(p, m, r.FBL, r.FTR, 8);
      }
      const t = p.box(m, 0, 32, 0, 170, 12, 42, {});
      pits(p, m, t.FTL, t.FBR, 40);
    },
  },
  lark: {
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
  },
};

function fluting(p, m, BL, TR, n, inset = false) {
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

function pits(p, m, TL, BR, n) {
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

function vase(p, x, y, z, h, col, hiCol, branch = false) {
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

function bowl(p, x, y, z, d, col, hiCol) {
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

function books(p, x, y, z, cols) {
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

// ───────────────────────────── rooms ─────────────────────────────

const PALETTES = {
  summer: {
    wall: ['#eadcc4', '#d9c6a6'],
    floor: ['#cdb08a', '#b48f66'],
    sun: '#fff3d6',
    shadow: '#4a3118',
    accent: '#c7853f',
    tint: ['#ffcf8a', 0.05],
  },
  fall: {
    wall: ['#c9b7a0', '#a99278'],
    floor: ['#6f4a33', '#4b2f1f'],
    sun: '#ffd7a0',
    shadow: '#1c0f08',
    accent: '#a4462a',
    tint: ['#ff9a4a', 0.05],
  },
  winter: {
    wall: ['#39424a', '#262d33'],
    floor: ['#3a4036', '#23281f'],
    sun: '#f3dfb4',
    shadow: '#06080a',
    accent: '#5f6d45',
    tint: ['#1a2a3a', 0.08],
  },
  spring: {
    wall: ['#e4e6dc', '#cfd5c6'],
    floor: ['#d7d2c2', '#bdb7a4'],
    sun: '#ffffff',
    shadow: '#3d4638',
    accent: '#9fb8a2',
    tint: ['#e9f2ea', 0.08],
  },
  studioWarm: {
    wall: ['#ddd2c2', '#c3b49f'],
    floor: ['#9a7a5a', '#745639'],
    sun: '#fff0d4',
    shadow: '#2a1a0e',
    accent: '#8b5a36',
    tint: ['#ffb36b', 0.04],
  },
  paper: {
    wall: ['#e8e0d0', '#d2c6b0'],
    floor: ['#4a3a2c', '#2f241b'],
    sun: '#fff6e4',
    shadow: '#150d08',
    accent: '#9a2a18',
    tint: null,
  },
  stone: {
    wall: ['#efe7da', '#ddd1bd'],
    floor: ['#c9bba4', '#ad9c82'],
    sun: '#fffaf0',
    shadow: '#3b2e1f',
    accent: '#7a94a6',
    tint: ['#bcd6ff', 0.04],
  },
  nordic: {
    wall: ['#e9e5dc', '#d6d0c2'],
    floor: ['#c4ab88', '#a58a66'],
    sun: '#fffbef',
    shadow: '#33281b',
    accent: '#cc9147',
    tint: null,
  },
  clay: {
    wall: ['#c98e6b', '#a8694a'],
    floor: ['#6b4a3a', '#4a3026'],
    sun: '#ffe0b8',
    shadow: '#1f0f08',
    accent: '#5d6a4b',
    tint: ['#ff8a50', 0.04],
  },
};

// Draws wall, floor, light and props. Returns {svg, floorClip}.
function room(c, pr, pal, o = {}) {
  const { W, H } = c;
  const zWall = o.zWall ?? 140;
  const [, hy] = pr.P(0, 0, zWall);
  const R = rng(hash(`room${o.seed ?? 1}`));
  let s = '';
  // wall
  s += `<rect width="${W}" height="${f(hy + 2)}" fill="${c.lin(
    [
      [0, pal.wall[0]],
      [1, pal.wall[1]],
    ],
    0,
    0,
    W * 0.3,
    hy,
  )}"/>`;
  // large soft light gradient on the wall
  s += `<rect width="${W}" height="${f(hy)}" fill="${c.rad(
    [
      [0, pal.sun, 0.55],
      [1, pal.sun, 0],
    ],
    W * (o.lightX ?? 0.3),
    hy * 0.35,
    W * 0.7,
    hy * 0.8,
  )}"/>`;
  // architecture: arch niche or panelled opening
  if (o.arch) {
    const ax = W * o.arch.x;
    const aw = W * o.arch.w;
    const top = hy - o.arch.h * hy;
    const archPath = `M${f(ax)},${f(hy)} L${f(ax)},${f(top + aw / 2)} A${f(aw / 2)},${f(aw / 2)} 0 0 1 ${f(ax + aw)},${f(top + aw / 2)} L${f(ax + aw)},${f(hy)} Z`;
    s += `<path d="${archPath}" fill="${c.lin(
      [
        [0, shade(pal.wall[1], -0.12)],
        [1, shade(pal.wall[1], -0.04)],
      ],
      ax,
      top,
      ax + aw,
      hy,
    )}"/>`;
    s += `<path d="${archPath}" fill="none" stroke="${shade(pal.wall[0], 0.25)}" stroke-width="3" opacity="0.5"/>`;
    if (o.arch.view)
      s += `<path d="${archPath}" fill="${c.lin(
        [
          [0, o.arch.view[0]],
          [1, o.arch.view[1]],
        ],
        0,
        top,
        0,
        hy,
      )}" transform="translate(${f(ax + aw / 2)} ${f(hy)}) scale(0.9 0.94) translate(${f(-ax - aw / 2)} ${f(-hy)})"/>`;
  }
  if (o.art) {
    const { x, y, w, h, colors } = o.art;
    const ax = W * x;
    const ay = hy * y;
    const aw = W * w;
    const ah = hy * h;
    s += `<rect x="${f(ax + 6)}" y="${f(ay + 8)}" width="${f(aw)}" height="${f(ah)}" fill="#000" opacity="0.18" filter="${c.blur(8)}"/>`;
    s += `<rect x="${f(ax)}" y="${f(ay)}" width="${f(aw)}" height="${f(ah)}" fill="${colors[0]}"/>`;
    s += `<rect x="${f(ax + aw * 0.08)}" y="${f(ay + ah * 0.08)}" width="${f(aw * 0.84)}" height="${f(ah * 0.84)}" fill="${colors[1]}"/>`;
    s += `<circle cx="${f(ax + aw * 0.5)}" cy="${f(ay + ah * 0.58)}" r="${f(aw * 0.26)}" fill="${colors[2]}" opacity="0.9"/>`;
    s += `<rect x="${f(ax + aw * 0.08)}" y="${f(ay + ah * 0.64)}" width="${f(aw * 0.84)}" height="${f(ah * 0.28)}" fill="${colors[3]}" opacity="0.85"/>`;
  }
  // sun patches on the wall (window off-frame to the left)
  const sun = o.sun ?? { x: 0.08, w: 0.34, op: 0.5 };
  if (sun.op > 0) {
    let g = '';
    const cols = 2;
    const rows = 3;
    const px = W * sun.x;
    const pw = W * sun.w;
    const py = hy * 0.12;
    const ph = hy * 0.8;
    const slant = pw * 0.35;
    for (let i = 0; i < cols; i++)
      for (let j = 0; j < rows; j++) {
        const x0 = px + (i * pw) / cols;
        const x1 = x0 + pw / cols - pw * 0.04;
        const y0 = py + (j * ph) / rows;
        const y1 = y0 + ph / rows - ph * 0.03;
        const sl = (x) => ((x - px) / pw) * slant;
        g += poly(
          [
            [x0, y0 + sl(x0)],
            [x1, y0 + sl(x1)],
            [x1, y1 + sl(x1)],
            [x0, y1 + sl(x0)],
          ],
          '',
        );
      }
    s += `<g fill="${pal.sun}" opacity="${sun.op}" filter="${c.blur(3)}" clip-path="${c.clip(`<rect width="${W}" height="${f(hy)}"/>`)}">${g}</g>`;
    // leaf shadows across the light
    if (o.leaves !== false) {
      let l = '';
      const lx = px + pw * 0.55;
      for (let i = 0; i < 16; i++) {
        const t = i / 16;
        const cx = lx + Math.sin(t * 5) * pw * 0.25 + R() * pw * 0.2;
        const cy = py + t * ph * 0.9;
        const a = R() * 180;
        l += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(W * 0.028)}" ry="${f(W * 0.009)}" transform="rotate(${f(a)} ${f(cx)} ${f(cy)})"/>`;
      }
      l += `<path d="M${f(lx - pw * 0.1)},${f(py + ph)} Q${f(lx + pw * 0.2)},${f(py + ph * 0.5)} ${f(lx)},${f(py)}" stroke-width="3" fill="none" stroke="${pal.shadow}"/>`;
      s += `<g fill="${pal.shadow}" opacity="0.12" filter="${c.blur(6)}">${l}</g>`;
    }
  }
  // skirting
  s += `<rect x="0" y="${f(hy - 10)}" width="${W}" height="10" fill="${shade(pal.wall[1], -0.06)}"/>`;
  // floor
  const floorClip = c.clip(`<rect x="0" y="${f(hy)}" width="${W}" height="${f(H - hy)}"/>`);
  s += `<rect x="0" y="${f(hy)}" width="${W}" height="${f(H - hy)}" fill="${c.lin(
    [
      [0, pal.floor[0]],
      [1, pal.floor[1]],
    ],
    0,
    hy,
    0,
    H,
  )}"/>`;
  // contact shadow of wall
  s += `<rect x="0" y="${f(hy)}" width="${W}" height="${f(H * 0.04)}" fill="${c.lin(
    [
      [0, pal.shadow, 0.25],
      [1, pal.shadow, 0],
    ],
    0,
    hy,
    0,
    hy + H * 0.04,
  )}"/>`;
  // boards / tiles along the depth direction
  const floorType = o.floor ?? 'boards';
  if (floorType !== 'plain') {
    let g = '';
    const step = floorType === 'tiles' ? 60 : 22;
    for (let x = -400; x < 800; x += step) {
      const a = pr.P(x, 0, -200);
      const b = pr.P(x, 0, zWall);
      g += `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}"/>`;
    }
    if (floorType === 'tiles')
      for (let z = -200; z < zWall; z += 60) {
        const a = pr.P(-400, 0, z);
        const b = pr.P(800, 0, z);
        g += `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}"/>`;
      }
    s += `<g clip-path="${floorClip}" stroke="${pal.shadow}" stroke-width="1.4" opacity="0.14">${g}</g>`;
    s += `<rect x="0" y="${f(hy)}" width="${W}" height="${f(H - hy)}" fill="${pal.floor[0]}" opacity="0.12" filter="${c.tex('floor' + floorType, { freq: floorType === 'boards' ? '0.004 0.06' : '0.01', oct: 3, dark: pal.shadow, light: pal.sun, amt: 0.25, lamt: 0.15, seed: 2 })}"/>`;
  }
  // sun on the floor
  if (sun.op > 0 && o.floorSun !== false) {
    let g = '';
    const fx = o.floorSunX ?? -40;
    const span = o.floorSunW ?? 120;
    for (let i = 0; i < 2; i++)
      for (let j = 0; j < 3; j++) {
        const x0 = fx + i * (span / 2);
        const x1 = x0 + span / 2 - 6;
        const z0 = zWall - 10 - j * 55;
        const z1 = z0 - 48;
        const sk = 70;
        g += poly(
          [
            pr.P(x0 + (zWall - z0) * 0.9, 0, z0),
            pr.P(x1 + (zWall - z0) * 0.9, 0, z0),
            pr.P(x1 + (zWall - z1) * 0.9 + sk * 0.1, 0, z1),
            pr.P(x0 + (zWall - z1) * 0.9 + sk * 0.1, 0, z1),
          ],
          '',
        );
      }
    s += `<g fill="${pal.sun}" opacity="${sun.op * 0.55}" filter="${c.blur(4)}" clip-path="${floorClip}">${g}</g>`;
  }
  return { svg: s, floorClip, hy };
}

// ───────────────────────────── scenes ─────────────────────────────

function productScene(name, spec, variant, opts = {}) {
  const W = 1000;
  const H = 1250;
  const c = new Ctx(W, H, hash(name + variant));
  const pal = PALETTES[spec.palette];
  const F = FURNITURE[spec.furniture];
  const [w, h, d] = F.dims;
  const k = Math.min((W * 0.74) / (w + d * 0.32), (H * 0.42) / (h + d * 0.4));
  const x0 = W / 2 - ((w - d * 0.32) * k) / 2;
  const fy = H * 0.8 + (d * 0.4 * k) / 2 - h * k * 0.05;
  const pr = makeProj(x0, fy, k);
  const rm = room(c, pr, pal, {
    seed: hash(name),
    zWall: d + 70 + (spec.wallGap ?? 0),
    ...spec.room,
  });
  const light = variant === 1 ? { x: 1.5, z: -0.45 } : { x: 1.1, z: -0.25 };
  const piece = new Piece(c, pr, light);
  F.draw(piece);
  let inner = rm.svg + piece.render(rm.floorClip, pal.shadow, spec.shadowOp ?? 0.42);
  if (variant === 2) {
    // detail view: mirrored, zoomed on the focus point, background softened
    const [fx, fyy] = pr.P(F.focus[0], F.focus[1], 0);
    const z = opts.zoom ?? 2.1;
    const bg = `<g filter="${c.blur(5)}">${rm.svg}</g>`;
    inner = bg + piece.render(rm.floorClip, pal.shadow, spec.shadowOp ?? 0.42);
    const tx = W * 0.42 - fx * z;
    const ty = H * 0.5 - fyy * z;
    inner = `<g transform="translate(${W} 0) scale(-1 1)"><g transform="translate(${f(tx)} ${f(ty)}) scale(${z})">${inner}</g></g>`;
    // warm side glow for the second composition
    inner += `<rect width="${W}" height="${H}" fill="${c.lin(
      [
        [0, pal.sun, 0],
        [1, pal.sun, 0.18],
      ],
      0,
      0,
      W,
      H * 0.4,
    )}"/>`;
  }
  if (opts.veil)
    inner += `<rect width="${W}" height="${H}" fill="${c.rad(
      [
        [0, '#ffffff', 0],
        [1, '#f4f6f0', opts.veil],
      ],
      W / 2,
      H * 0.55,
      W * 0.7,
      H * 0.65,
    )}"/>`;
  return c.finish(`<rect width="${W}" height="${H}" fill="${pal.wall[1]}"/>${inner}`, { tint: pal.tint });
}

// Wide room with several pieces (collection covers 16:9, portfolio 3:2)
function wideScene(name, W, H, pal, pieces, roomOpts, o = {}) {
  const c = new Ctx(W, H, hash(name));
  const k = o.k ?? 3;
  const pr = makeProj(o.x0 ?? W * 0.1, o.fy ?? H * 0.86, k);
  const rm = room(c, pr, pal, { seed: hash(name), ...roomOpts });
  let body = rm.svg;
  for (const pc of pieces) {
    const F = FURNITURE[pc.f];
    const ppr = makeProj(pr.P(pc.x, 0, pc.z)[0], pr.P(pc.x, 0, pc.z)[1], k * (pc.scale ?? 1));
    const piece = new Piece(c, ppr, o.light ?? { x: 1.6, z: -0.4 });
    F.draw(piece);
    body += piece.render(rm.floorClip, pal.shadow, o.shadowOp ?? 0.42);
  }
  if (o.extra) body += o.extra(c, pr, rm);
  // crop in towards the furniture: keeps the floor line, trims empty wall and sides
  const z = o.zoom ?? 1.3;
  const ax = W * (o.zoomX ?? 0.5);
  const ay = H * 0.97;
  body = `<g transform="translate(${f(ax)} ${f(ay)}) scale(${z}) translate(${f(-ax)} ${f(-ay)})">${body}</g>`;
  if (o.glow)
    body += `<rect width="${W}" height="${H}" fill="${c.rad(
      [
        [0, o.glow.color, o.glow.op],
        [1, o.glow.color, 0],
      ],
      W * o.glow.x,
      H * o.glow.y,
      W * o.glow.r,
    )}"/>`;
  if (o.veil)
    body += `<rect width="${W}" height="${H}" fill="${c.lin(
      [
        [0, '#f6f8f2', o.veil],
        [1, '#f6f8f2', o.veil * 0.3],
      ],
      0,
      0,
      0,
      H,
    )}"/>`;
  return c.finish(`<rect width="${W}" height="${H}" fill="${pal.wall[1]}"/>${body}`, {
    tint: pal.tint,
    vignette: o.vignette ?? 0.24,
  });
}

// ───────────────────────────── portraits ─────────────────────────────

const PROFILE = [
  'M350,720 C345,680 340,640 330,610',
  'C300,580 285,520 288,470',
  'C290,380 340,300 420,292',
  'C480,288 520,320 530,370',
  'C536,400 534,420 538,436',
  'C540,446 536,452 533,458',
  'C540,478 552,498 562,514',
  'C567,522 563,530 552,530',
  'C546,531 544,536 546,542',
  'C550,548 549,554 543,557',
  'C547,561 546,569 540,574',
  'C534,579 530,584 532,592',
  'C536,606 532,622 518,630',
  'C496,642 470,640 458,640',
  'C452,668 456,700 462,724 Z',
].join(' ');

function portrait(name, a) {
  const W = 800;
  const H = 1000;
  const c = new Ctx(W, H, hash(name));
  let s = '';
  // background: tone + soft window light from the right
  s += `<rect width="${W}" height="${H}" fill="${c.lin(
    [
      [0, a.bg[0]],
      [1, a.bg[1]],
    ],
    0,
    0,
    W * 0.4,
    H,
  )}"/>`;
  s += `<rect width="${W}" height="${H}" fill="${c.rad(
    [
      [0, a.bgLight, 0.75],
      [1, a.bgLight, 0],
    ],
    W * 0.78,
    H * 0.32,
    W * 0.75,
  )}"/>`;
  // out-of-focus studio shapes
  for (const [x, y, w, h, col, op] of a.bokeh)
    s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) / 2}" fill="${col}" opacity="${op}" filter="${c.blur(28)}"/>`;
  // cast shadow of the figure on the wall
  s += `<g transform="translate(-70 26)" opacity="0.28" filter="${c.blur(30)}" fill="${a.bgShadow}"><path d="${PROFILE}"/>${a.hairBack ? `<path d="${a.hairBack}"/>` : ''}<path d="M40,1000 C50,860 140,780 260,752 C320,738 350,720 370,700 L470,700 C490,740 560,760 630,782 C720,810 760,890 770,1000 Z"/></g>`;
  // long hair behind
  const hairFill = c.lin(
    [
      [0, shade(a.hair, -0.35)],
      [0.55, a.hair],
      [0.8, a.hairHi],
      [1, a.hair],
    ],
    260,
    0,
    560,
    0,
  );
  if (a.hairBack && !a.hairBackOver) s += `<path d="${a.hairBack}" fill="${hairFill}"/>`;
  // neck
  const skinFill = c.lin(
    [
      [0, shade(a.skin, -0.32)],
      [0.45, shade(a.skin, -0.1)],
      [0.8, a.skin],
      [1, shade(a.skinHi, 0.05)],
    ],
    290,
    0,
    565,
    0,
  );
  s += `<path d="M345,600 L470,600 C468,650 472,700 482,760 L340,770 C348,720 350,660 345,600 Z" fill="${skinFill}"/>`;
  s += `<path d="M345,600 L470,600 L470,680 C430,660 380,650 345,660 Z" fill="${shade(a.skin, -0.45)}" opacity="0.45" filter="${c.blur(12)}"/>`;
  // body / clothing
  const body =
    'M40,1000 C50,860 140,780 260,752 C320,738 350,722 372,704 C400,722 440,726 466,706 C490,740 560,760 630,782 C720,810 760,890 770,1000 Z';
  const clothFill = c.lin(
    [
      [0, shade(a.cloth, -0.35)],
      [0.55, a.cloth],
      [0.85, shade(a.cloth, 0.12)],
      [1, shade(a.cloth, 0.04)],
    ],
    40,
    0,
    770,
    0,
  );
  let cloth = `<path d="${body}" fill="${clothFill}"/>`;
  cloth += `<path d="${body}" fill="${c.lin(
    [
      [0, '#000', 0],
      [1, '#000', 0.35],
    ],
    0,
    780,
    0,
    1000,
  )}"/>`;
  // folds
  cloth += `<path d="M250,780 C300,850 320,930 310,1000" stroke="${shade(a.cloth, -0.4)}" stroke-width="16" fill="none" opacity="0.3" filter="${c.blur(10)}"/>`;
  cloth += `<path d="M600,800 C590,860 600,930 640,1000" stroke="${shade(a.cloth, 0.3)}" stroke-width="18" fill="none" opacity="0.25" filter="${c.blur(12)}"/>`;
  if (a.clothTex) cloth = `<g filter="${c.tex('cloth-' + name, a.clothTex)}">${cloth}</g>`;
  s += cloth;
  if (a.hairBack && a.hairBackOver) {
    let hb = `<path d="${a.hairBack}" fill="${hairFill}"/>`;
    if (a.hairTex) hb = `<g filter="${c.tex('hairb-' + name, a.hairTex)}">${hb}</g>`;
    s += hb;
  }
  if (a.collar && !a.collarOver) s += a.collar(c);
  // head
  s += `<path d="${PROFILE}" fill="${skinFill}"/>`;
  const headClip = c.clip(`<path d="${PROFILE}"/>`);
  s += `<g clip-path="${headClip}">`;
  s += `<ellipse cx="500" cy="470" rx="70" ry="90" fill="${a.skinHi}" opacity="0.35" filter="${c.blur(30)}"/>`;
  s += `<ellipse cx="525" cy="395" rx="22" ry="40" fill="${a.skinHi}" opacity="0.35" filter="${c.blur(14)}"/>`;
  s += `<ellipse cx="490" cy="560" rx="40" ry="30" fill="${shade(a.skin, 0.1)}" opacity="0.25" filter="${c.blur(14)}"/>`;
  // cheek/eye socket & under-jaw shading
  s += `<ellipse cx="500" cy="452" rx="22" ry="12" fill="${shade(a.skin, -0.4)}" opacity="0.35" filter="${c.blur(7)}"/>`;
  s += `<path d="M330,640 C400,650 460,650 520,630" stroke="${shade(a.skin, -0.5)}" stroke-width="26" fill="none" opacity="0.35" filter="${c.blur(10)}"/>`;
  // rim light on the face edge
  s += `<g clip-path="${c.clip('<rect x="470" y="300" width="200" height="360"/>')}"><path d="${PROFILE}" fill="none" stroke="${a.rim}" stroke-width="10" opacity="0.55" filter="${c.blur(4)}"/></g>`;
  s += `</g>`;
  // lips & brow hints
  s += `<path d="M543,557 C536,557 530,556 526,553" stroke="${shade(a.skin, -0.45)}" stroke-width="2.2" fill="none" opacity="0.6"/>`;
  s += `<path d="M528,452 C520,448 512,449 506,452" stroke="${shade(a.skin, -0.55)}" stroke-width="2.4" fill="none" opacity="0.55"/>`;
  // ear
  if (a.ear !== false) {
    s += `<path d="M378,452 C398,438 420,450 418,480 C417,505 404,520 392,528 C380,532 372,520 378,505 C372,490 370,470 378,452 Z" fill="${shade(a.skin, -0.15)}"/>`;
    s += `<path d="M390,465 C404,460 410,475 405,492 C400,505 392,505 392,496" stroke="${shade(a.skin, -0.45)}" stroke-width="4" fill="none" opacity="0.6"/>`;
  }
  if (a.earring) s += a.earring(c);
  // hair
  const hairFill2 = c.lin(
    [
      [0, shade(a.hair, -0.3)],
      [0.6, a.hair],
      [0.85, a.hairHi],
      [1, a.hair],
    ],
    280,
    300,
    540,
    380,
  );
  if (a.hairFront) {
    let hs = `<path d="${a.hairFront}" fill="${hairFill2}"/>`;
    if (a.hairTex) hs = `<g filter="${c.tex('hair-' + name, a.hairTex)}">${hs}</g>`;
    s += hs;
  }
  if (a.beard) s += `<path d="${a.beard}" fill="${a.hair}" opacity="0.6" filter="${c.blur(2)}"/>`;
  if (a.extra) s += a.extra(c);
  if (a.collar && a.collarOver) s += a.collar(c);
  return c.finish(s, { grain: 0.1, vignette: 0.3 });
}

// Hair cap following the skull with a little volume; the hairline passes in front of the ear.
const CAP =
  'M532,376 C532,312 482,274 420,276 C330,280 272,368 274,470 C276,532 298,584 326,616 L352,608 C360,566 366,528 376,504 C370,474 380,446 402,440 C426,436 442,452 448,480 L454,502 C458,470 462,424 478,400 C494,384 514,378 532,376 Z';
function curlsPath(seed) {
  const R = rng(seed);
  let d = '';
  for (let i = 0; i < 64; i++) {
    const th = ((126 + (i / 63) * 186 + (R() - 0.5) * 8) * Math.PI) / 180;
    const rr = 1 + (R() - 0.5) * 0.12;
    const cx = 392 + 162 * rr * Math.cos(th);
    const cy = 436 + 176 * rr * Math.sin(th);
    const r = 32 + R() * 14;
    d += `M${f(cx - r)},${f(cy)} a${f(r)},${f(r)} 0 1,0 ${f(2 * r)},0 a${f(r)},${f(r)} 0 1,0 ${f(-2 * r)},0 `;
  }
  // fill the interior of the cloud (separate subpath list so winding never cuts holes)
  d +=
    '|M236,450 C236,320 315,250 420,250 C490,262 530,300 536,372 C514,378 494,386 480,402 C462,424 458,470 454,502 L448,480 C442,452 426,436 402,440 C380,446 370,474 376,504 C366,528 362,566 356,612 C300,600 250,540 250,450 Z';
  return d;
}

const ARTISTS = {
  'nora-whitcombe': {
    bg: ['#c9cbbf', '#9fa394'],
    bgLight: '#f3f0e4',
    bgShadow: '#5b5f52',
    bokeh: [
      [40, 80, 90, 700, '#7d5a3e', 0.35],
      [150, 120, 60, 640, '#8e6a4b', 0.25],
    ],
    skin: '#e8c2a6',
    skinHi: '#fbe3cf',
    rim: '#fff6e8',
    hair: '#8a5a3c',
    hairHi: '#c69a78',
    hairFront: 'M262,360 a62,58 0 1,0 124,0 a62,58 0 1,0 -124,0 Z ' + CAP,
    hairTex: { freq: '0.01 0.12', oct: 2, dark: '#3b2416', light: '#e2b993', amt: 0.45, lamt: 0.3, seed: 3 },
    cloth: '#d9cfbc',
    collar: (c) =>
      `<path d="M372,706 C395,745 440,745 466,708 L472,724 C445,762 392,762 364,724 Z" fill="#efe7d8"/><path d="M368,722 L326,900 L350,900 L392,748 Z M468,720 L560,900 L584,900 L486,714 Z" fill="#8d5b35"/><path d="M300,1000 L316,890 C400,880 520,880 600,890 L620,1000 Z" fill="${c.lin(
        [
          [0, '#6f4627'],
          [0.55, '#a8703f'],
          [1, '#8e5d36'],
        ],
        300,
        0,
        620,
        0,
      )}"/><path d="M316,898 C400,888 520,888 600,898" stroke="#d8b58a" stroke-width="2" stroke-dasharray="6 5" fill="none" opacity="0.7"/>`,
    clothTex: { freq: '0.02 0.3', oct: 2, dark: '#6f6452', amt: 0.25, lamt: 0.1, seed: 6 },
  },
  'kaito-sugimura': {
    bg: ['#e6dccb', '#c9b89c'],
    bgLight: '#fff8ea',
    bgShadow: '#7a6a52',
    bokeh: [
      [560, 620, 260, 120, '#a33a22', 0.25],
      [-60, 200, 200, 200, '#3c3a36', 0.18],
    ],
    skin: '#e2b58f',
    skinHi: '#f6d6b8',
    rim: '#fff2de',
    hair: '#1d1b1a',
    hairHi: '#4a4540',
    hairFront: CAP,
    hairTex: { freq: '0.02 0.05', oct: 2, dark: '#000000', light: '#8a8070', amt: 0.3, lamt: 0.3, seed: 9 },
    cloth: '#2f3b55',
    collar: () =>
      `<path d="M372,704 C385,740 420,760 470,712 L520,770 C470,820 440,880 420,1000 L370,1000 C385,880 410,800 470,730 C430,760 390,750 360,718 Z" fill="#44547a" opacity="0.9"/><path d="M300,760 C340,780 380,820 420,900" stroke="#1f2740" stroke-width="6" fill="none" opacity="0.5"/>`,
    clothTex: { freq: '0.05 0.4', oct: 2, dark: '#141a2a', light: '#7a8bb0', amt: 0.3, lamt: 0.18, seed: 2 },
  },
  'ines-carvalhal': {
    bg: ['#a9bac4', '#76899a'],
    bgLight: '#eef3f4',
    bgShadow: '#3e4d5b',
    bokeh: [
      [30, 700, 300, 80, '#e8dfcf', 0.3],
      [600, 60, 160, 400, '#f1eadc', 0.3],
    ],
    skin: '#8a5a3e',
    skinHi: '#c08a66',
    rim: '#f3dcc8',
    hair: '#231812',
    hairHi: '#5a4230',
    hairBack: null,
    hairFront: null,
    cloth: '#c98b5a',
    clothTex: { freq: '0.03 0.25', oct: 2, dark: '#7e4a26', amt: 0.25, lamt: 0.15, seed: 4 },
    collar: () =>
      `<path d="M372,704 L340,780 L410,760 L420,800 L466,706 C440,726 400,724 372,704 Z" fill="#dba172"/><path d="M466,706 L455,800 L500,760 L540,790 L490,720 Z" fill="#e2ab7e"/><path d="M410,760 L420,860 L440,760 Z" fill="#a86a3e" opacity="0.5"/>`,
    extra: (c) => {
      const d = curlsPath(77);
      const fill = c.lin(
        [
          [0, '#120c08'],
          [0.6, '#2a1c14'],
          [1, '#4a3324'],
        ],
        240,
        260,
        540,
        420,
      );
      return `<g filter="${c.tex('curls', { freq: '0.09', oct: 2, type: 'turbulence', dark: '#0a0604', light: '#7a5a40', amt: 0.3, lamt: 0.22, mid: 0.22, seed: 5 })}">${d
        .split('|')
        .map((part) => `<path d="${part}" fill="${fill}"/>`)
        .join('')}</g>`;
    },
  },
  'jonas-kjaer': {
    bg: ['#e3cf9e', '#c7aa6c'],
    bgLight: '#fff8e6',
    bgShadow: '#7c6638',
    bokeh: [
      [40, 120, 70, 820, '#5d6b4a', 0.28],
      [130, 120, 70, 820, '#a8643a', 0.22],
      [220, 120, 70, 820, '#e9e1cf', 0.3],
    ],
    skin: '#efcfb8',
    skinHi: '#fff0e4',
    rim: '#ffffff',
    hair: '#b59a6e',
    hairHi: '#e3cda2',
    hairFront: CAP,
    beard:
      'M446,482 C450,540 455,600 470,628 C490,646 515,641 527,628 C537,614 539,596 535,584 C526,587 515,584 506,578 C490,570 480,555 474,535 C466,515 458,495 452,480 Z',
    hairTex: { freq: '0.03 0.08', oct: 3, dark: '#5a4426', light: '#fff2d0', amt: 0.4, lamt: 0.3, seed: 8 },
    cloth: '#5c6670',
    clothTex: {
      freq: '0.09 0.05',
      oct: 3,
      dark: '#232a30',
      light: '#b7c0c8',
      amt: 0.45,
      lamt: 0.25,
      seed: 3,
    },
    collar: (c) =>
      `<path d="M360,716 C390,752 446,752 476,712 L484,740 C450,790 385,790 352,744 Z" fill="${c.lin(
        [
          [0, '#48515a'],
          [1, '#7a858f'],
        ],
        350,
        0,
        490,
        0,
      )}"/><path d="M362,728 C392,762 444,762 478,724" stroke="#39414a" stroke-width="3" fill="none" stroke-dasharray="3 6" opacity="0.6"/>`,
  },
  'valeria-ortega-luna': {
    bg: ['#b46a4c', '#7e4330'],
    bgLight: '#f6c9a0',
    bgShadow: '#3f1d12',
    bokeh: [
      [560, 560, 200, 280, '#c9a25c', 0.25],
      [20, 40, 220, 220, '#5b2a1c', 0.35],
    ],
    skin: '#b07a55',
    skinHi: '#dcae88',
    rim: '#ffe2c4',
    hair: '#1a1210',
    hairHi: '#4e3a30',
    hairBack:
      'M300,420 C272,470 270,540 286,610 C300,680 296,760 262,830 C250,856 262,872 290,866 C330,850 352,790 360,720 C364,670 358,640 352,606 Z',
    hairBackOver: true,
    hairFront: CAP,
    hairTex: {
      freq: '0.006 0.05',
      oct: 3,
      dark: '#000000',
      light: '#9a7a66',
      amt: 0.35,
      lamt: 0.35,
      seed: 10,
    },
    cloth: '#1f1c1b',
    clothTex: { freq: '0.4 0.02', oct: 2, dark: '#000000', light: '#6a625c', amt: 0.2, lamt: 0.12, seed: 7 },
    collar: (c) =>
      `<path d="M338,640 C360,660 430,666 474,640 L486,740 C450,770 380,770 334,740 Z" fill="${c.lin(
        [
          [0, '#121010'],
          [0.7, '#2e2a28'],
          [1, '#3d3734'],
        ],
        334,
        0,
        486,
        0,
      )}"/><path d="M340,668 C380,690 440,690 478,668 M338,700 C380,722 440,722 480,700" stroke="#0d0b0b" stroke-width="4" fill="none" opacity="0.6"/>`,
    collarOver: true,
    earring: () =>
      `<line x1="402" y1="528" x2="402" y2="560" stroke="#d8a84e" stroke-width="2"/><path d="M402,556 C390,570 392,592 402,600 C412,592 414,570 402,556 Z" fill="#c9963e"/><path d="M400,566 C396,576 397,588 401,594" stroke="#ffe6a8" stroke-width="2" fill="none"/>`,
    ear: true,
  },
};

// ───────────────────────────── manifest ─────────────────────────────

const PRODUCTS = {
  'meridian-dining-table': {
    furniture: 'meridian',
    palette: 'summer',
    room: { arch: { x: 0.56, w: 0.3, h: 0.78, view: ['#f5e8cf', '#e9d2a8'] }, floor: 'tiles' },
  },
  'tidewater-console': {
    furniture: 'tidewater',
    palette: 'stone',
    room: {
      art: { x: 0.38, y: 0.18, w: 0.24, h: 0.3, colors: ['#d6c6a8', '#ece3d2', '#c46b3c', '#3f5a6e'] },
      floor: 'plain',
      sun: { x: 0.02, w: 0.3, op: 0.55 },
    },
  },
  'solace-side-table': {
    furniture: 'solace',
    palette: 'summer',
    room: { sun: { x: 0.5, w: 0.36, op: 0.5 }, floor: 'tiles', lightX: 0.7, floorSunX: 0 },
  },
  'dune-lounge-chair': {
    furniture: 'dune',
    palette: 'nordic',
    room: {
      art: { x: 0.62, y: 0.14, w: 0.2, h: 0.36, colors: ['#2b2723', '#efe8da', '#cc9147', '#2f3b55'] },
      floor: 'boards',
    },
  },
  'ember-cabinet': {
    furniture: 'ember',
    palette: 'paper',
    shadowOp: 0.5,
    room: { sun: { x: 0.03, w: 0.28, op: 0.45 }, floor: 'boards' },
  },
  'harrow-sideboard': {
    furniture: 'harrow',
    palette: 'fall',
    room: {
      art: { x: 0.34, y: 0.1, w: 0.32, h: 0.38, colors: ['#2a1d14', '#e8d9c0', '#a4462a', '#6f4a33'] },
      floor: 'boards',
      sun: { x: 0.02, w: 0.26, op: 0.4 },
    },
  },
  'ferrous-low-table': {
    furniture: 'ferrous',
    palette: 'clay',
    room: {
      arch: { x: 0.16, w: 0.34, h: 0.86, view: ['#e9c9a0', '#d7a77a'] },
      floor: 'tiles',
      sun: { x: 0.52, w: 0.3, op: 0.4 },
    },
  },
  'sumi-dining-table': {
    furniture: 'sumi',
    palette: 'winter',
    shadowOp: 0.6,
    room: {
      sun: { x: 0.05, w: 0.24, op: 0.25 },
      leaves: true,
      floor: 'boards',
      art: { x: 0.58, y: 0.16, w: 0.22, h: 0.32, colors: ['#1a1f24', '#2e3a40', '#c9a86a', '#3d4a32'] },
    },
  },
  'moss-bench': {
    furniture: 'moss',
    palette: 'winter',
    shadowOp: 0.6,
    room: {
      arch: { x: 0.3, w: 0.4, h: 0.8, view: ['#55604a', '#2e3628'] },
      sun: { x: 0.05, w: 0.3, op: 0.22 },
      floor: 'plain',
    },
  },
};
const COMING_SOON = {
  'kasumi-console': {
    furniture: 'kasumi',
    palette: 'spring',
    room: {
      sun: { x: 0.1, w: 0.3, op: 0.35 },
      floor: 'plain',
      art: { x: 0.55, y: 0.12, w: 0.2, h: 0.3, colors: ['#c5ccc0', '#eef0ea', '#9fb8a2', '#dfe5da'] },
    },
  },
  'estuary-bench': {
    furniture: 'estuary',
    palette: 'spring',
    room: {
      arch: { x: 0.22, w: 0.56, h: 0.85, view: ['#eef2ea', '#d4dccf'] },
      floor: 'tiles',
      sun: { x: 0.05, w: 0.3, op: 0.3 },
    },
  },
  'lark-writing-desk': {
    furniture: 'lark',
    palette: 'spring',
    room: { sun: { x: 0.48, w: 0.34, op: 0.35 }, floor: 'boards', lightX: 0.65 },
  },
};

function collectionScene(slug) {
  const W = 1600;
  const H = 900;
  switch (slug) {
    case 'summer-2026':
      return wideScene(
        slug,
        W,
        H,
        PALETTES.summer,
        [
          { f: 'tidewater', x: 10, z: 95, scale: 0.9 },
          { f: 'meridian', x: 150, z: 20, scale: 0.9 },
          { f: 'dune', x: 410, z: 40, scale: 0.9 },
          { f: 'solace', x: 370, z: 10, scale: 0.9 },
        ],
        {
          zWall: 150,
          arch: { x: 0.05, w: 0.22, h: 0.86, view: ['#f7e7c6', '#e6c48e'] },
          sun: { x: 0.34, w: 0.36, op: 0.55 },
          floor: 'tiles',
          lightX: 0.5,
          floorSunX: 60,
          floorSunW: 180,
        },
        { k: 2.6, x0: W * 0.12, fy: H * 0.86, light: { x: 1.9, z: -0.35 } },
      );
    case 'fall-2026':
      return wideScene(
        slug,
        W,
        H,
        PALETTES.fall,
        [
          { f: 'ember', x: 20, z: 60, scale: 0.85 },
          { f: 'harrow', x: 210, z: 70, scale: 0.85 },
          { f: 'ferrous', x: 250, z: -10, scale: 0.85 },
        ],
        {
          zWall: 140,
          art: { x: 0.5, y: 0.12, w: 0.14, h: 0.34, colors: ['#2a1d14', '#e8d9c0', '#a4462a', '#6f4a33'] },
          sun: { x: 0.12, w: 0.28, op: 0.42 },
          floor: 'boards',
          lightX: 0.25,
        },
        {
          k: 2.7,
          x0: W * 0.14,
          fy: H * 0.86,
          light: { x: 2.2, z: -0.3 },
          glow: { color: '#ff8a3a', op: 0.12, x: 0.2, y: 0.3, r: 0.6 },
        },
      );
    case 'spring-2027':
      return wideScene(
        slug,
        W,
        H,
        PALETTES.spring,
        [
          { f: 'kasumi', x: 60, z: 90, scale: 0.85 },
          { f: 'estuary', x: 250, z: 20, scale: 0.85 },
          { f: 'lark', x: 420, z: 60, scale: 0.85 },
        ],
        {
          zWall: 150,
          arch: { x: 0.62, w: 0.18, h: 0.82, view: ['#ffffff', '#e3ebe0'] },
          sun: { x: 0.08, w: 0.3, op: 0.3 },
          floor: 'plain',
          lightX: 0.7,
        },
        { k: 2.5, x0: W * 0.12, fy: H * 0.88, shadowOp: 0.28, light: { x: 1.2, z: -0.5 }, veil: 0.22 },
      );
    case 'winter-2025':
      return wideScene(
        slug,
        W,
        H,
        PALETTES.winter,
        [
          { f: 'sumi', x: 40, z: 50, scale: 0.85 },
          { f: 'moss', x: 330, z: 5, scale: 0.85 },
        ],
        {
          zWall: 150,
          arch: { x: 0.68, w: 0.2, h: 0.8, view: ['#4a5640', '#222a1c'] },
          sun: { x: 0.1, w: 0.24, op: 0.18 },
          floor: 'boards',
          lightX: 0.2,
        },
        {
          k: 2.6,
          x0: W * 0.16,
          fy: H * 0.86,
          shadowOp: 0.6,
          light: { x: 1.4, z: -0.3 },
          glow: { color: '#f2c77a', op: 0.18, x: 0.55, y: 0.35, r: 0.5 },
          vignette: 0.4,
        },
      );
    default:
      throw new Error(slug);
  }
}

function portfolioScene(slug) {
  const W = 1500;
  const H = 1000;
  const P = PALETTES;
  const cfg = {
    'nora-whitcombe': {
      pal: P.studioWarm,
      pieces: [
        { f: 'harrow', x: 10, z: 80, scale: 0.9 },
        { f: 'meridian', x: 150, z: 0, scale: 0.9 },
      ],
      room: { zWall: 150, floor: 'boards', sun: { x: 0.45, w: 0.3, op: 0.5 }, lightX: 0.6 },
      o: { k: 2.7, x0: W * 0.08 },
      extra: (c, pr) => planks(c, pr),
    },
    'kaito-sugimura': {
      pal: P.paper,
      pieces: [
        { f: 'ember', x: 30, z: 60, scale: 0.95 },
        { f: 'sumi', x: 190, z: 10, scale: 0.9 },
      ],
      room: { zWall: 150, floor: 'boards', sun: { x: 0.5, w: 0.26, op: 0.45 }, lightX: 0.7 },
      o: { k: 2.6, x0: W * 0.1 },
    },
    'ines-carvalhal': {
      pal: P.stone,
      pieces: [
        { f: 'tidewater', x: 20, z: 80, scale: 0.95 },
        { f: 'estuary', x: 240, z: 5, scale: 0.95 },
      ],
      room: {
        zWall: 150,
        floor: 'tiles',
        arch: { x: 0.62, w: 0.24, h: 0.84, view: ['#cfe0ea', '#f1ebe0'] },
        sun: { x: 0.06, w: 0.3, op: 0.5 },
      },
      o: { k: 2.7, x0: W * 0.1 },
    },
    'jonas-kjaer': {
      pal: P.nordic,
      pieces: [
        { f: 'dune', x: 40, z: 40, scale: 1 },
        { f: 'moss', x: 200, z: 10, scale: 1 },
      ],
      room: { zWall: 130, floor: 'boards', sun: { x: 0.05, w: 0.26, op: 0.45 } },
      o: { k: 2.8, x0: W * 0.16 },
      extra: (c, pr, rm) => swatches(c, rm.hy),
    },
    'valeria-ortega-luna': {
      pal: P.clay,
      pieces: [
        { f: 'ferrous', x: 30, z: 20, scale: 1 },
        { f: 'solace', x: 220, z: 60, scale: 1.1 },
        { f: 'solace', x: 300, z: 10, scale: 0.85 },
      ],
      room: {
        zWall: 150,
        floor: 'tiles',
        arch: { x: 0.56, w: 0.22, h: 0.86, view: ['#f4d8b0', '#d9a878'] },
        sun: { x: 0.08, w: 0.3, op: 0.45 },
      },
      o: { k: 2.8, x0: W * 0.12 },
    },
  }[slug];
  return wideScene(slug + '-portfolio', W, H, cfg.pal, cfg.pieces, cfg.room, {
    fy: H * 0.88,
    ...cfg.o,
    extra: cfg.extra,
  });
}

function planks(c, pr) {
  // walnut boards leaning against the back wall, right side
  let s = '';
  const R = rng(5);
  for (let i = 0; i < 5; i++) {
    const [bx, by] = pr.P(440 + i * 9, 0, 140);
    const w = 26 + R() * 12;
    const h = 520 + R() * 90;
    const m = MATS.walnut;
    const fill = c.lin(
      [
        [0, m.lo],
        [0.4, i % 2 ? m.base : m.hi],
        [1, m.lo],
      ],
      bx,
      0,
      bx + w,
      0,
    );
    s += `<path d="M${f(bx)},${f(by)} L${f(bx + 70)},${f(by - h)} L${f(bx + 70 + w)},${f(by - h)} L${f(bx + w)},${f(by)} Z" fill="${fill}"/>`;
  }
  return `<g filter="${c.tex('walnut', MATS.walnut.tex)}">${s}</g>`;
}

function swatches(c, hy) {
  const cols = ['#cc9147', '#56633a', '#d9cfbc', '#a4462a', '#2f3b55', '#e3cf9e'];
  let s = '';
  cols.forEach((col, i) => {
    const x = 1040 + i * 58;
    const y = hy * 0.14 + (i % 2) * 20;
    const h = hy * 0.55 - (i % 3) * 30;
    s += `<rect x="${x + 6}" y="${y + 8}" width="50" height="${h}" fill="#000" opacity="0.15" filter="${c.blur(6)}"/>`;
    s += `<rect x="${x}" y="${y}" width="50" height="${h}" fill="${c.lin(
      [
        [0, shade(col, 0.1)],
        [1, shade(col, -0.15)],
      ],
      x,
      0,
      x + 50,
      0,
    )}"/>`;
  });
  s += `<rect x="1030" y="${f(hy * 0.14 - 8)}" width="360" height="8" fill="#b8a07a"/>`;
  return `<g filter="${c.tex('swatch', { freq: '0.15 0.3', oct: 2, dark: '#000000', light: '#ffffff', amt: 0.3, lamt: 0.2, seed: 4 })}">${s}</g>`;
}

// ───────────────────────────── job list & output ─────────────────────────────

function jobs() {
  const list = [];
  for (const slug of Object.keys(ARTISTS)) {
    list.push({ out: `artists/${slug}`, svg: () => portrait(slug, ARTISTS[slug]) });
    list.push({ out: `portfolio/${slug}`, svg: () => portfolioScene(slug) });
  }
  for (const slug of ['fall-2026', 'summer-2026', 'spring-2027', 'winter-2025'])
    list.push({ out: `collections/${slug}`, svg: () => collectionScene(slug) });
  for (const [slug, spec] of Object.entries(PRODUCTS))
    for (const n of [1, 2])
      list.push({ out: `products/${slug}-${n}`, svg: () => productScene(slug, spec, n) });
  for (const [slug, spec] of Object.entries(COMING_SOON))
    for (const n of [1, 2])
      list.push({
        out: `coming-soon/${slug}-${n}`,
        svg: () => productScene(slug, spec, n, { veil: n === 1 ? 0.35 : 0.25 }),
      });
  return list;
}

async function loadSharp() {
  try {
    return (await import('sharp')).default;
  } catch (err) {
    if (process.env.SHARP_PATH) return (await import(pathToFileURL(process.env.SHARP_PATH).href)).default;
    console.error(
      'render-demo-images: the `sharp` package is required to render (npm install at the repo root).',
    );
    console.error(String(err));
    process.exit(1);
  }
}

async function render(filter) {
  const sharp = await loadSharp();
  const list = jobs().filter((j) => !filter || j.out.includes(filter));
  for (const dir of ['artists', 'portfolio', 'collections', 'products', 'coming-soon'])
    await mkdir(join(OUT, dir), { recursive: true });
  if (process.env.DUMP_SVG) await mkdir(process.env.DUMP_SVG, { recursive: true });
  const t0 = Date.now();
  let bytes = 0;
  let files = 0;
  const one = async (job) => {
    const svg = job.svg();
    if (process.env.DUMP_SVG)
      await writeFile(join(process.env.DUMP_SVG, job.out.replace('/', '__') + '.svg'), svg);
    const vb = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
    const ratio = Number(vb[2]) / Number(vb[1]);
    const master = await sharp(Buffer.from(svg), { density: (72 * 1600) / Number(vb[1]) })
      .resize(1600, Math.round(1600 * ratio), { fit: 'fill' })
      .png()
      .toBuffer();
    for (const w of WIDTHS) {
      const buf = await sharp(master)
        .resize(w, Math.round(w * ratio), { kernel: 'lanczos3' })
        .webp(WEBP)
        .toBuffer();
      await writeFile(join(OUT, `${job.out}-${w}.webp`), buf);
      bytes += buf.length;
      files++;
    }
    process.stdout.write(`  ${job.out}\n`);
  };
  // librsvg renders on libuv worker threads: keep a couple of jobs in flight
  const queue = [...list];
  const workers = Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, async () => {
    while (queue.length) await one(queue.shift());
  });
  await Promise.all(workers);
  console.log(
    `rendered ${files} files (${(bytes / 1048576).toFixed(2)} MB) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

async function check() {
  const src = await readFile(CATALOG, 'utf8');
  // expand the productImages()/comingSoonImages() helpers, then collect literal URLs
  const urls = new Set(src.match(/\/demo\/[a-z0-9\-/]+\.webp/g) ?? []);
  for (const m of src.matchAll(/productImages\('([a-z0-9-]+)'\)/g))
    for (const n of [1, 2]) urls.add(`/demo/products/${m[1]}-${n}-960.webp`);
  for (const m of src.matchAll(/comingSoonImages\('([a-z0-9-]+)'\)/g))
    for (const n of [1, 2]) urls.add(`/demo/coming-soon/${m[1]}-${n}-960.webp`);
  const missing = [];
  let checked = 0;
  for (const url of urls) {
    if (url.includes('${')) continue;
    const m = /^\/demo\/(.+)-(480|960|1600)\.webp$/.exec(url);
    if (!m) {
      missing.push(`${url} (does not end in -480/-960/-1600.webp)`);
      continue;
    }
    for (const w of WIDTHS) {
      const file = join(OUT, `${m[1]}-${w}.webp`);
      checked++;
      try {
        await access(file);
      } catch {
        missing.push(file.slice(ROOT.length + 1));
      }
    }
  }
  if (missing.length) {
    console.error(`demo image check FAILED: ${missing.length} missing:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `demo image check ok: ${urls.size - [...urls].filter((u) => u.includes('${')).length} URLs, ${checked} files present`,
  );
}

async function clean() {
  for (const dir of ['artists', 'portfolio', 'collections', 'products', 'coming-soon']) {
    const p = join(OUT, dir);
    const names = await readdir(p).catch(() => []);
    for (const n of names) if (n.endsWith('.webp')) await rm(join(p, n));
  }
}

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
if (args.includes('--check')) {
  await check();
} else if (only) {
  await render(only);
} else {
  await clean();
  await render();
  await check();
}
