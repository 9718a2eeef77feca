// Cairn Stool (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';

export const cairnStool = {
  slug: 'cairn-stool',
  palette: 'stone',
  room: {
    art: { x: 0.56, y: 0.16, w: 0.22, h: 0.3, colors: ['#cbbfa8', '#efe8dc', '#7a94a6', '#d8cbb4'] },
    floor: 'plain',
    sun: { x: 0.04, w: 0.3, op: 0.5 },
  },
  dims: [40, 46, 40],
  focus: [10, 30],
  draw(p) {
    const lime = MATS.limestone;
    const trav = MATS.travertine;
    // four hand-dressed discs of two stones, each a little off the axis of the one below
    p.cyl(trav, 20, 0, 20, 17, 12, { flat: 0.34, rim: true });
    p.cyl(lime, 21.5, 12, 20, 12, 11, { flat: 0.34, rim: true });
    p.cyl(trav, 19, 23, 20, 15, 12, { flat: 0.34, rim: true });
    p.cyl(lime, 20, 35, 20, 19, 10, { flat: 0.34, rim: true });
  },
};
