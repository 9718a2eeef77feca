// Estuary Bench (coming-soon item). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { fluting, pits } from '../lib/props.mjs';

export const estuaryBench = {
  slug: 'estuary-bench',
  palette: 'spring',
  room: {
    arch: { x: 0.22, w: 0.56, h: 0.85, view: ['#eef2ea', '#d4dccf'] },
    floor: 'tiles',
    sun: { x: 0.05, w: 0.3, op: 0.3 },
  },
  dims: [170, 44, 42],
  focus: [25, 35],
  draw(p) {
    const m = MATS.limestone;
    for (const x of [16, 118]) {
      const r = p.box(m, x, 0, 5, 36, 32, 32, { noTop: true });
      fluting(p, m, r.FBL, r.FTR, 8);
    }
    const t = p.box(m, 0, 32, 0, 170, 12, 42, {});
    pits(p, m, t.FTL, t.FBR, 40);
  },
};
