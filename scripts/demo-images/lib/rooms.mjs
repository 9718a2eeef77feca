// Room palettes and the room itself: wall, window light, leaf shadows, architecture, floor.

import { shade } from './color.mjs';
import { hash, rng } from './random.mjs';
import { f, poly } from './svg.mjs';

export const PALETTES = {
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
  bog: {
    wall: ['#c8cbc2', '#a9aea3'],
    floor: ['#7b7468', '#5a544a'],
    sun: '#f6f4ea',
    shadow: '#1c1d18',
    accent: '#6f7d5a',
    tint: ['#cfe0d8', 0.05],
  },
  riad: {
    wall: ['#e7cfa8', '#d2ad7c'],
    floor: ['#b86a48', '#8e4a30'],
    sun: '#fff1d2',
    shadow: '#3a1c0e',
    accent: '#2f6f6a',
    tint: ['#ffb870', 0.04],
  },
};

// Draws wall, floor, light and props. Returns {svg, floorClip}.
export function room(c, pr, pal, o = {}) {
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
