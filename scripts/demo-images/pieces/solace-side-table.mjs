// Solace Side Table (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { vase } from '../lib/props.mjs';

export const solaceSideTable = {
  slug: 'solace-side-table',
  palette: 'summer',
  room: { sun: { x: 0.5, w: 0.36, op: 0.5 }, floor: 'tiles', lightX: 0.7, floorSunX: 0 },
  dims: [50, 52, 50],
  focus: [12, 45],
  draw(p) {
    p.cyl(MATS.brass, 25, 0, 25, 17, 2.2, { flat: 0.34, rim: true });
    p.cyl(MATS.brass, 25, 2.2, 25, 6.5, 45, { flat: 0.34 });
    p.cyl(MATS.brass, 25, 46.5, 25, 9, 1.5, { flat: 0.34 });
    p.cyl(MATS.travertine, 25, 48, 25, 25, 4, { flat: 0.34, rim: true });
    vase(p, 31, 52, 25, 18, '#4b5a54', '#7e8f86');
  },
};
