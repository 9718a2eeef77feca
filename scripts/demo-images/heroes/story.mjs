// The Our Story hero: a quiet stone-and-moss room under an arch, the slow hand work the story
// tells of. Its text sits on the left over a dimmed copy, so the pieces stand centre-right.

import { PALETTES } from '../lib/rooms.mjs';
import { harrowSideboard } from '../pieces/harrow-sideboard.mjs';
import { kumoTeaTable } from '../pieces/kumo-tea-table.mjs';
import { cairnStool } from '../pieces/cairn-stool.mjs';

export const storyHero = {
  slug: 'story',
  palette: PALETTES.winter,
  pieces: [
    { piece: harrowSideboard, x: 200, z: 80, scale: 0.85 },
    { piece: kumoTeaTable, x: 250, z: 0, scale: 0.85 },
    { piece: cairnStool, x: 420, z: 20, scale: 0.85 },
  ],
  room: {
    zWall: 150,
    arch: { x: 0.74, w: 0.18, h: 0.8, view: ['#4a5640', '#222a1c'] },
    sun: { x: 0.3, w: 0.3, op: 0.22 },
    floor: 'boards',
    lightX: 0.4,
  },
  camera: {
    k: 2.6,
    x0: 0.12,
    fy: 0.86,
    shadowOp: 0.55,
    light: { x: 1.5, z: -0.3 },
    glow: { color: '#f2c77a', op: 0.16, x: 0.5, y: 0.35, r: 0.55 },
    vignette: 0.36,
  },
};
