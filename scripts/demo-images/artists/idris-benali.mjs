// Idris Benali: the portrait (lib/portrait.mjs dresses one shared profile with these colours and
// shapes) and the portfolio showcase (a wide room with some of the artist's pieces, lib/scenes.mjs).

import { CAP } from '../lib/portrait.mjs';
import { PALETTES } from '../lib/rooms.mjs';
import { atlasCoffeeTable } from '../pieces/atlas-coffee-table.mjs';
import { medinaCabinet } from '../pieces/medina-cabinet.mjs';

export const idrisBenali = {
  slug: 'idris-benali',
  portrait: {
    bg: ['#d6a762', '#a9702f'],
    bgLight: '#fff0cf',
    bgShadow: '#5a3414',
    bokeh: [
      [540, 80, 200, 420, '#2f6f6a', 0.22],
      [20, 620, 260, 200, '#8e4a30', 0.3],
    ],
    skin: '#b98560',
    skinHi: '#e2b590',
    rim: '#fff0d8',
    hair: '#1c1411',
    hairHi: '#4f3d33',
    hairFront: CAP,
    beard:
      'M446,482 C450,540 455,600 470,628 C490,646 515,641 527,628 C537,614 539,596 535,584 C526,587 515,584 506,578 C490,570 480,555 474,535 C466,515 458,495 452,480 Z',
    hairTex: {
      freq: '0.04 0.09',
      oct: 2,
      dark: '#000000',
      light: '#7a6454',
      amt: 0.35,
      lamt: 0.25,
      seed: 16,
    },
    cloth: '#ece5d6',
    clothTex: {
      freq: '0.02 0.35',
      oct: 2,
      dark: '#8d8470',
      light: '#ffffff',
      amt: 0.25,
      lamt: 0.12,
      seed: 18,
    },
    // an open linen collar
    collar: () =>
      `<path d="M372,704 L336,790 L404,762 L418,800 L466,706 C440,726 400,724 372,704 Z" fill="#f6f1e6"/><path d="M466,706 L452,800 L498,760 L542,792 L490,720 Z" fill="#fbf7ee"/><path d="M404,762 L418,860 L436,762 Z" fill="#a9a08c" opacity="0.45"/>`,
  },
  portfolio: {
    palette: PALETTES.riad,
    pieces: [
      { piece: medinaCabinet, x: 40, z: 80, scale: 0.8 },
      { piece: atlasCoffeeTable, x: 180, z: 5, scale: 1 },
    ],
    room: {
      zWall: 150,
      floor: 'tiles',
      arch: { x: 0.6, w: 0.24, h: 0.86, view: ['#f7e4c0', '#e3bd8a'] },
      sun: { x: 0.3, w: 0.28, op: 0.45 },
    },
    camera: { k: 2.6, x0: 0.2 },
  },
};
