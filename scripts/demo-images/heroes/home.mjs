// The home page hero: a wide, warm evening room with the house's signature pieces. The headline
// sits on the left over a dimmed copy of it, so the pieces stand centre-right; a phone's portrait
// crop keeps the middle, where the dining table stands.

import { PALETTES } from '../lib/rooms.mjs';
import { emberCabinet } from '../pieces/ember-cabinet.mjs';
import { meridianDiningTable } from '../pieces/meridian-dining-table.mjs';
import { duneLoungeChair } from '../pieces/dune-lounge-chair.mjs';
import { solaceSideTable } from '../pieces/solace-side-table.mjs';

export const homeHero = {
  slug: 'home',
  palette: PALETTES.fall,
  pieces: [
    { piece: emberCabinet, x: 40, z: 95, scale: 0.8 },
    { piece: meridianDiningTable, x: 175, z: 10, scale: 0.8 },
    { piece: duneLoungeChair, x: 405, z: 35, scale: 0.8 },
    { piece: solaceSideTable, x: 370, z: 5, scale: 0.8 },
  ],
  room: {
    zWall: 150,
    art: { x: 0.6, y: 0.14, w: 0.12, h: 0.3, colors: ['#2a1d14', '#e8d9c0', '#a4462a', '#6f4a33'] },
    sun: { x: 0.06, w: 0.3, op: 0.4 },
    floor: 'boards',
    lightX: 0.3,
  },
  camera: {
    k: 2.6,
    x0: 0.1,
    fy: 0.86,
    light: { x: 2, z: -0.3 },
    glow: { color: '#ff8a3a', op: 0.14, x: 0.55, y: 0.35, r: 0.6 },
    vignette: 0.32,
  },
};
