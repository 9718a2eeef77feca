// Valeria Ortega Luna: the portrait (lib/portrait.mjs dresses one shared profile with these colours and
// shapes) and the portfolio showcase (a wide room with some of the artist's pieces, lib/scenes.mjs).

import { CAP } from '../lib/portrait.mjs';
import { PALETTES } from '../lib/rooms.mjs';
import { ferrousLowTable } from '../pieces/ferrous-low-table.mjs';
import { solaceSideTable } from '../pieces/solace-side-table.mjs';

export const valeriaOrtegaLuna = {
  slug: 'valeria-ortega-luna',
  portrait: {
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
  portfolio: {
    palette: PALETTES.clay,
    pieces: [
      { piece: ferrousLowTable, x: 30, z: 20, scale: 1 },
      { piece: solaceSideTable, x: 220, z: 60, scale: 1.1 },
      { piece: solaceSideTable, x: 300, z: 10, scale: 0.85 },
    ],
    room: {
      zWall: 150,
      floor: 'tiles',
      arch: { x: 0.56, w: 0.22, h: 0.86, view: ['#f4d8b0', '#d9a878'] },
      sun: { x: 0.08, w: 0.3, op: 0.45 },
    },
    camera: { k: 2.8, x0: 0.12 },
  },
};
