// Nora Whitcombe: the portrait (lib/portrait.mjs dresses one shared profile with these colours and
// shapes) and the portfolio showcase (a wide room with some of the artist's pieces, lib/scenes.mjs).

import { MATS } from '../lib/materials.mjs';
import { CAP } from '../lib/portrait.mjs';
import { rng } from '../lib/random.mjs';
import { PALETTES } from '../lib/rooms.mjs';
import { f } from '../lib/svg.mjs';
import { harrowSideboard } from '../pieces/harrow-sideboard.mjs';
import { meridianDiningTable } from '../pieces/meridian-dining-table.mjs';

export const noraWhitcombe = {
  slug: 'nora-whitcombe',
  portrait: {
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
  portfolio: {
    palette: PALETTES.studioWarm,
    pieces: [
      { piece: harrowSideboard, x: 10, z: 80, scale: 0.9 },
      { piece: meridianDiningTable, x: 150, z: 0, scale: 0.9 },
    ],
    room: { zWall: 150, floor: 'boards', sun: { x: 0.45, w: 0.3, op: 0.5 }, lightX: 0.6 },
    camera: { k: 2.7, x0: 0.08 },
    extra: (c, pr) => planks(c, pr),
  },
};

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
