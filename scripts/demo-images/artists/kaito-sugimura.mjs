// Kaito Sugimura: the portrait (lib/portrait.mjs dresses one shared profile with these colours and
// shapes) and the portfolio showcase (a wide room with some of the artist's pieces, lib/scenes.mjs).

import { CAP } from '../lib/portrait.mjs';
import { PALETTES } from '../lib/rooms.mjs';
import { emberCabinet } from '../pieces/ember-cabinet.mjs';
import { sumiDiningTable } from '../pieces/sumi-dining-table.mjs';

export const kaitoSugimura = {
  slug: 'kaito-sugimura',
  portrait: {
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
  portfolio: {
    palette: PALETTES.paper,
    pieces: [
      { piece: emberCabinet, x: 30, z: 60, scale: 0.95 },
      { piece: sumiDiningTable, x: 190, z: 10, scale: 0.9 },
    ],
    room: { zWall: 150, floor: 'boards', sun: { x: 0.5, w: 0.26, op: 0.45 }, lightX: 0.7 },
    camera: { k: 2.6, x0: 0.1 },
  },
};
