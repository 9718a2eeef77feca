// Jonas Kjaer: the portrait (lib/portrait.mjs dresses one shared profile with these colours and
// shapes) and the portfolio showcase (a wide room with some of the artist's pieces, lib/scenes.mjs).

import { shade } from '../lib/color.mjs';
import { CAP } from '../lib/portrait.mjs';
import { PALETTES } from '../lib/rooms.mjs';
import { f } from '../lib/svg.mjs';
import { duneLoungeChair } from '../pieces/dune-lounge-chair.mjs';
import { mossBench } from '../pieces/moss-bench.mjs';

export const jonasKjaer = {
  slug: 'jonas-kjaer',
  portrait: {
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
  portfolio: {
    palette: PALETTES.nordic,
    pieces: [
      { piece: duneLoungeChair, x: 40, z: 40, scale: 1 },
      { piece: mossBench, x: 200, z: 10, scale: 1 },
    ],
    room: { zWall: 130, floor: 'boards', sun: { x: 0.05, w: 0.26, op: 0.45 } },
    camera: { k: 2.8, x0: 0.16 },
    extra: (c, pr, rm) => swatches(c, rm.hy),
  },
};

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
