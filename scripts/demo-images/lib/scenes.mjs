// Scene compositions: a single piece in its room (4:5 product views) and a wide room holding
// several pieces (16:9 collection covers, 3:2 portfolio showcases).

import { Ctx } from './canvas.mjs';
import { makeProj, Piece } from './piece.mjs';
import { hash } from './random.mjs';
import { PALETTES, room } from './rooms.mjs';
import { f } from './svg.mjs';

/**
 * One view of a piece in its room, 1000 x 1250 (4:5). Views 1 and 2 exist for every piece:
 * 1 is the whole piece, 2 a mirrored detail zoomed on `piece.focus`. A piece with `views: 3` or
 * more also gets 3, a close-up of `piece.detail` (its joinery or surface, defaulting to the focus),
 * and with `views: 4` view 4, the piece pulled back so the room around it shows.
 */
export function productScene(piece, view, opts = {}) {
  const W = 1000;
  const H = 1250;
  const name = piece.slug;
  const c = new Ctx(W, H, hash(name + view));
  const pal = PALETTES[piece.palette];
  const [w, h, d] = piece.dims;
  const pullBack = view === 4 ? 0.74 : 1;
  const k = Math.min((W * 0.74) / (w + d * 0.32), (H * 0.42) / (h + d * 0.4)) * pullBack;
  const x0 = W / 2 - ((w - d * 0.32) * k) / 2 + (view === 4 ? W * 0.08 : 0);
  const fy = H * 0.8 + (d * 0.4 * k) / 2 - h * k * 0.05;
  const pr = makeProj(x0, fy, k);
  const rm = room(c, pr, pal, {
    seed: hash(name),
    zWall: d + 70 + (piece.wallGap ?? 0),
    ...piece.room,
  });
  const light = view === 1 || view === 4 ? { x: 1.5, z: -0.45 } : { x: 1.1, z: -0.25 };
  const built = new Piece(c, pr, light);
  piece.draw(built);
  const shadowOp = piece.shadowOp ?? 0.42;
  let inner = rm.svg + built.render(rm.floorClip, pal.shadow, shadowOp);
  if (view === 2 || view === 3) {
    // detail views: zoomed on a point of the piece, background softened; view 2 is mirrored
    const [px, py] = view === 2 ? piece.focus : (piece.detail ?? piece.focus);
    const [fx, fyy] = pr.P(px, py, 0);
    const z = view === 2 ? (opts.zoom ?? 2.1) : 3.2;
    const bg = `<g filter="${c.blur(view === 2 ? 5 : 8)}">${rm.svg}</g>`;
    inner = bg + built.render(rm.floorClip, pal.shadow, shadowOp);
    const tx = W * (view === 2 ? 0.42 : 0.5) - fx * z;
    const ty = H * 0.5 - fyy * z;
    const zoomed = `<g transform="translate(${f(tx)} ${f(ty)}) scale(${z})">${inner}</g>`;
    inner = view === 2 ? `<g transform="translate(${W} 0) scale(-1 1)">${zoomed}</g>` : zoomed;
    // a warm side glow: from the right for view 2, from above for view 3
    inner += `<rect width="${W}" height="${H}" fill="${c.lin(
      [
        [0, pal.sun, 0],
        [1, pal.sun, 0.18],
      ],
      0,
      view === 2 ? 0 : H,
      view === 2 ? W : 0,
      view === 2 ? H * 0.4 : 0,
    )}"/>`;
  }
  if (opts.veil)
    inner += `<rect width="${W}" height="${H}" fill="${c.rad(
      [
        [0, '#ffffff', 0],
        [1, '#f4f6f0', opts.veil],
      ],
      W / 2,
      H * 0.55,
      W * 0.7,
      H * 0.65,
    )}"/>`;
  return c.finish(`<rect width="${W}" height="${H}" fill="${pal.wall[1]}"/>${inner}`, { tint: pal.tint });
}

// Wide room with several pieces (collection covers 16:9, portfolio 3:2)
export function wideScene(name, W, H, pal, pieces, roomOpts, o = {}) {
  const c = new Ctx(W, H, hash(name));
  const k = o.k ?? 3;
  const pr = makeProj(o.x0 ?? W * 0.1, o.fy ?? H * 0.86, k);
  const rm = room(c, pr, pal, { seed: hash(name), ...roomOpts });
  let body = rm.svg;
  for (const pc of pieces) {
    const F = pc.piece;
    const ppr = makeProj(pr.P(pc.x, 0, pc.z)[0], pr.P(pc.x, 0, pc.z)[1], k * (pc.scale ?? 1));
    const piece = new Piece(c, ppr, o.light ?? { x: 1.6, z: -0.4 });
    F.draw(piece);
    body += piece.render(rm.floorClip, pal.shadow, o.shadowOp ?? 0.42);
  }
  if (o.extra) body += o.extra(c, pr, rm);
  // crop in towards the furniture: keeps the floor line, trims empty wall and sides
  const z = o.zoom ?? 1.3;
  const ax = W * (o.zoomX ?? 0.5);
  const ay = H * 0.97;
  body = `<g transform="translate(${f(ax)} ${f(ay)}) scale(${z}) translate(${f(-ax)} ${f(-ay)})">${body}</g>`;
  if (o.glow)
    body += `<rect width="${W}" height="${H}" fill="${c.rad(
      [
        [0, o.glow.color, o.glow.op],
        [1, o.glow.color, 0],
      ],
      W * o.glow.x,
      H * o.glow.y,
      W * o.glow.r,
    )}"/>`;
  if (o.veil)
    body += `<rect width="${W}" height="${H}" fill="${c.lin(
      [
        [0, '#f6f8f2', o.veil],
        [1, '#f6f8f2', o.veil * 0.3],
      ],
      0,
      0,
      0,
      H,
    )}"/>`;
  return c.finish(`<rect width="${W}" height="${H}" fill="${pal.wall[1]}"/>${body}`, {
    tint: pal.tint,
    vignette: o.vignette ?? 0.24,
  });
}

/** A collection cover, 1600 x 900 (16:9); `camera.x0` and `camera.fy` are fractions of the frame. */
export function collectionScene(cover) {
  const W = 1600;
  const H = 900;
  const { x0, fy, ...camera } = cover.camera;
  return wideScene(cover.slug, W, H, cover.palette, cover.pieces, cover.room, {
    ...camera,
    x0: W * x0,
    fy: H * fy,
  });
}

/** An artist's portfolio showcase, 1500 x 1000 (3:2). */
export function portfolioScene(artist) {
  const W = 1500;
  const H = 1000;
  const { palette, pieces, room: roomOpts, camera, extra } = artist.portfolio;
  return wideScene(artist.slug + '-portfolio', W, H, palette, pieces, roomOpts, {
    fy: H * 0.88,
    ...camera,
    x0: W * camera.x0,
    extra,
  });
}

/** A hero backdrop, 1600 x 900 (16:9), placed like a collection cover; the page dims it under its text. */
export function heroScene(hero) {
  return collectionScene({ ...hero, slug: `hero-${hero.slug}` });
}
