// Oblique projection and the Piece builder: furniture is drawn in centimetres (x right, y up, z
// into the room) as boxes, cylinders and extruded shapes that cast soft shadows on the floor.

import { mix, shade } from './color.mjs';
import { f, hull, poly, pts } from './svg.mjs';

// Oblique projection: x to the right, y up, z into the room (back is up and to the left).

export function makeProj(x0, fy, k, dv = { x: -0.27, y: -0.25 }) {
  return {
    k,
    dv,
    P: (x, y, z) => [x0 + x * k + z * k * dv.x, fy - y * k + z * k * dv.y],
  };
}

export class Piece {
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
