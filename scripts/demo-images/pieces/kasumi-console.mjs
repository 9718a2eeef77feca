// Kasumi Console (coming-soon item). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { vase } from '../lib/props.mjs';

export const kasumiConsole = {
  slug: 'kasumi-console',
  palette: 'spring',
  room: {
    sun: { x: 0.1, w: 0.3, op: 0.35 },
    floor: 'plain',
    art: { x: 0.55, y: 0.12, w: 0.2, h: 0.3, colors: ['#c5ccc0', '#eef0ea', '#9fb8a2', '#dfe5da'] },
  },
  dims: [150, 82, 40],
  focus: [25, 70],
  draw(p) {
    const h = MATS.hinoki;
    p.box(h, 4, 0, 33, 3, 70, 3, {});
    p.box(h, 143, 0, 33, 3, 70, 3, {});
    const m = MATS.celadon;
    p.box(m, 2, 68, 2, 146, 10, 36, {});
    p.box(h, 4, 0, 4, 3, 68, 3, {});
    p.box(h, 143, 0, 4, 3, 68, 3, {});
    p.box(m, 0, 78, 0, 150, 4, 40, {});
    vase(p, 40, 82, 22, 30, '#efe9dc', '#ffffff', true);
  },
};
