// Tidewater Console (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { fluting, pits } from '../lib/props.mjs';

export const tidewaterConsole = {
  slug: 'tidewater-console',
  palette: 'stone',
  room: {
    art: { x: 0.38, y: 0.18, w: 0.24, h: 0.3, colors: ['#d6c6a8', '#ece3d2', '#c46b3c', '#3f5a6e'] },
    floor: 'plain',
    sun: { x: 0.02, w: 0.3, op: 0.55 },
  },
  dims: [180, 78, 42],
  focus: [20, 60],
  draw(p) {
    const m = MATS.travertine;
    const support = (x) => {
      const r = p.box(m, x, 0, 4, 30, 72, 34, { noTop: true });
      fluting(p, m, r.FBL, r.FTR, 7);
    };
    support(14);
    support(136);
    const t = p.box(m, 0, 72, 0, 180, 7, 42, {});
    pits(p, m, t.FTL, t.FBR, 60);
  },
};
