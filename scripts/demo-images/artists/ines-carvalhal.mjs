// Ines Carvalhal: the portrait (lib/portrait.mjs dresses one shared profile with these colours and
// shapes) and the portfolio showcase (a wide room with some of the artist's pieces, lib/scenes.mjs).

import { curlsPath } from '../lib/portrait.mjs';
import { PALETTES } from '../lib/rooms.mjs';
import { estuaryBench } from '../pieces/estuary-bench.mjs';
import { tidewaterConsole } from '../pieces/tidewater-console.mjs';

export const inesCarvalhal = {
  slug: 'ines-carvalhal',
  portrait: {
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
  portfolio: {
    palette: PALETTES.stone,
    pieces: [
      { piece: tidewaterConsole, x: 20, z: 80, scale: 0.95 },
      { piece: estuaryBench, x: 240, z: 5, scale: 0.95 },
    ],
    room: {
      zWall: 150,
      floor: 'tiles',
      arch: { x: 0.62, w: 0.24, h: 0.84, view: ['#cfe0ea', '#f1ebe0'] },
      sun: { x: 0.06, w: 0.3, op: 0.5 },
    },
    camera: { k: 2.7, x0: 0.1 },
  },
};
