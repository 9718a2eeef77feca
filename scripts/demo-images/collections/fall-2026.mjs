// Cover of the Walnut & Ember collection: a 16:9 room holding some of its pieces. `camera`
// places them (k: px per cm, x0 and fy: floor origin as fractions of the width and height).

import { PALETTES } from '../lib/rooms.mjs';
import { emberCabinet } from '../pieces/ember-cabinet.mjs';
import { ferrousLowTable } from '../pieces/ferrous-low-table.mjs';
import { harrowSideboard } from '../pieces/harrow-sideboard.mjs';

export const fall2026Cover = {
  slug: 'fall-2026',
  palette: PALETTES.fall,
  pieces: [
    { piece: emberCabinet, x: 20, z: 60, scale: 0.85 },
    { piece: harrowSideboard, x: 210, z: 70, scale: 0.85 },
    { piece: ferrousLowTable, x: 250, z: -10, scale: 0.85 },
  ],
  room: {
    zWall: 140,
    art: { x: 0.5, y: 0.12, w: 0.14, h: 0.34, colors: ['#2a1d14', '#e8d9c0', '#a4462a', '#6f4a33'] },
    sun: { x: 0.12, w: 0.28, op: 0.42 },
    floor: 'boards',
    lightX: 0.25,
  },
  camera: {
    k: 2.7,
    x0: 0.14,
    fy: 0.86,
    light: { x: 2.2, z: -0.3 },
    glow: { color: '#ff8a3a', op: 0.12, x: 0.2, y: 0.3, r: 0.6 },
  },
};
