// Kumo Tea Table (product). `palette` and `room` stage it (lib/rooms.mjs); `dims` is its
// [width, height, depth] in cm, `focus` the point the detail view zooms on, and `draw` builds it
// from boxes, cylinders and shapes (lib/piece.mjs).

import { MATS } from '../lib/materials.mjs';
import { bowl } from '../lib/props.mjs';
import { f } from '../lib/svg.mjs';

export const kumoTeaTable = {
  slug: 'kumo-tea-table',
  palette: 'paper',
  shadowOp: 0.5,
  room: {
    art: { x: 0.4, y: 0.12, w: 0.22, h: 0.36, colors: ['#1c1a18', '#ebe2d0', '#b3301b', '#2d2a26'] },
    sun: { x: 0.04, w: 0.26, op: 0.4 },
    floor: 'boards',
  },
  dims: [110, 34, 64],
  focus: [20, 30],
  draw(p) {
    const ink = MATS.lacquerInk;
    p.box(ink, 6, 0, 52, 5, 28, 5, {});
    p.box(ink, 99, 0, 52, 5, 28, 5, {});
    p.box(ink, 4, 22, 4, 102, 6, 56, {});
    p.box(ink, 6, 0, 6, 5, 28, 5, {});
    p.box(ink, 99, 0, 6, 5, 28, 5, {});
    const t = p.box(MATS.lacquerRed, 0, 28, 0, 110, 5, 64, {});
    // a gold line where the vermilion top meets its black edge
    p.raw(
      `<polyline points="${f(t.FBL[0])},${f(t.FBL[1])} ${f(t.FBR[0])},${f(t.FBR[1])}" stroke="#e0b766" stroke-width="${f(p.pr.k * 0.35)}" fill="none"/>`,
    );
    bowl(p, 70, 33, 30, 14, '#3a3430', '#8a7a6a');
    bowl(p, 86, 33, 38, 12, '#d9d2c3', '#f2ede2');
  },
};
