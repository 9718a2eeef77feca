// Saoirse Brennan: the portrait (lib/portrait.mjs dresses one shared profile with these colours and
// shapes) and the portfolio showcase (a wide room with some of the artist's pieces, lib/scenes.mjs).

import { CAP } from '../lib/portrait.mjs';
import { PALETTES } from '../lib/rooms.mjs';
import { corribDiningChair } from '../pieces/corrib-dining-chair.mjs';
import { loughDiningTable } from '../pieces/lough-dining-table.mjs';

export const saoirseBrennan = {
  slug: 'saoirse-brennan',
  portrait: {
    bg: ['#b9c2b6', '#8c978b'],
    bgLight: '#f1f3ea',
    bgShadow: '#4b5448',
    bokeh: [
      [30, 90, 120, 760, '#3d342d', 0.3],
      [600, 640, 220, 160, '#6f7d5a', 0.25],
    ],
    skin: '#f0cdb6',
    skinHi: '#fff0e4',
    rim: '#ffffff',
    hair: '#a4461f',
    hairHi: '#e08a50',
    // a long plait falling down her back
    hairBack:
      'M300,430 C276,480 276,540 290,600 C302,660 300,740 280,820 C272,852 282,880 306,872 C336,856 346,800 352,730 C356,680 354,640 350,606 Z',
    hairBackOver: true,
    hairFront: CAP,
    hairTex: { freq: '0.01 0.07', oct: 3, dark: '#4a1a08', light: '#f3b07a', amt: 0.4, lamt: 0.3, seed: 14 },
    cloth: '#e4dac4',
    clothTex: {
      freq: '0.06 0.18',
      oct: 3,
      type: 'turbulence',
      dark: '#8d8068',
      light: '#ffffff',
      amt: 0.35,
      lamt: 0.2,
      mid: 0.3,
      seed: 12,
    },
    // an aran roll-neck
    collar: (c) =>
      `<path d="M336,636 C360,658 432,664 476,636 L490,742 C452,772 380,772 330,742 Z" fill="${c.lin(
        [
          [0, '#b9ad94'],
          [0.7, '#e6dcc6'],
          [1, '#f3ecdc'],
        ],
        330,
        0,
        490,
        0,
      )}"/><path d="M350,660 C352,690 352,716 348,744 M412,666 C414,696 414,724 412,754 M462,660 C466,690 468,716 470,744" stroke="#a59a82" stroke-width="9" fill="none" stroke-dasharray="10 6" opacity="0.7"/>`,
    collarOver: true,
  },
  portfolio: {
    palette: PALETTES.bog,
    pieces: [
      { piece: corribDiningChair, x: 100, z: 110, scale: 0.9 },
      { piece: loughDiningTable, x: 40, z: 40, scale: 0.9 },
      { piece: corribDiningChair, x: 300, z: 20, scale: 0.9 },
    ],
    room: {
      zWall: 150,
      floor: 'boards',
      arch: { x: 0.64, w: 0.22, h: 0.84, view: ['#dfe6e0', '#b9c4bb'] },
      sun: { x: 0.08, w: 0.3, op: 0.4 },
    },
    camera: { k: 2.6, x0: 0.14 },
  },
};
