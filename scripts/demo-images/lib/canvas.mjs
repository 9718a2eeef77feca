// One SVG document being drawn: collects <defs> (gradients, blurs, clips, textures) and wraps the
// body with the house finish (tint, vignette and film grain).

import { hexToRgb } from './color.mjs';
import { rng } from './random.mjs';
import { f } from './svg.mjs';

export class Ctx {
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
