// Sumi Dining Table (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { vase } from '../lib/props.mjs';

export const sumiDiningTable = {
  slug: 'sumi-dining-table',
  palette: 'winter',
  shadowOp: 0.6,
  room: {
    sun: { x: 0.05, w: 0.24, op: 0.25 },
    leaves: true,
    floor: 'boards',
    art: { x: 0.58, y: 0.16, w: 0.22, h: 0.32, colors: ['#1a1f24', '#2e3a40', '#c9a86a', '#3d4a32'] },
  },
  dims: [220, 73, 95],
  focus: [30, 64],
  draw(p) {
    const m = MATS.lacquerInk;
    p.box(m, 22, 0, 10, 7, 69, 75, { noTop: true });
    p.box(m, 191, 0, 10, 7, 69, 75, { noTop: true });
    p.box(m, 29, 52, 44, 162, 5, 5, {});
    p.box(m, 0, 69, 0, 220, 4, 95, {});
    vase(p, 150, 73, 50, 30, '#c9c2b2', '#efe9dc', true);
  },
};
