// Caldera Dining Table (coming-soon item). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { vase } from '../lib/props.mjs';

export const calderaDiningTable = {
  slug: 'caldera-dining-table',
  palette: 'clay',
  room: { sun: { x: 0.5, w: 0.32, op: 0.4 }, floor: 'tiles', lightX: 0.7 },
  dims: [150, 75, 150],
  focus: [75, 40],
  draw(p) {
    p.cyl(MATS.bronze, 75, 0, 75, 42, 4, { flat: 0.34, rim: true });
    p.cyl(MATS.bronze, 75, 4, 75, 16, 66, { flat: 0.34 });
    p.cyl(MATS.basalt, 75, 70, 75, 75, 5, { flat: 0.34, rim: true });
    vase(p, 70, 75, 75, 32, '#c9a25c', '#f0d08a', true);
  },
};
