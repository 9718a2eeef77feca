// The list of images to render: one job per output file stem (`<folder>/<name>`), each with the
// function that draws its SVG.

import { artists } from './artists/index.mjs';
import { collectionCovers } from './collections/index.mjs';
import { heroes } from './heroes/index.mjs';
import { portrait } from './lib/portrait.mjs';
import { collectionScene, heroScene, portfolioScene, productScene } from './lib/scenes.mjs';
import { comingSoonItems, products } from './pieces/index.mjs';

/** Views per piece: 2 unless the piece asks for more (`views: 3` or `4`, see lib/scenes.mjs). */
const viewsOf = (piece) => Array.from({ length: piece.views ?? 2 }, (_, i) => i + 1);

export function jobs() {
  const list = [];
  for (const artist of artists) {
    list.push({ out: `artists/${artist.slug}`, svg: () => portrait(artist.slug, artist.portrait) });
    list.push({ out: `portfolio/${artist.slug}`, svg: () => portfolioScene(artist) });
  }
  for (const cover of collectionCovers)
    list.push({ out: `collections/${cover.slug}`, svg: () => collectionScene(cover) });
  for (const hero of heroes) list.push({ out: `heroes/${hero.slug}`, svg: () => heroScene(hero) });
  for (const piece of products)
    for (const n of viewsOf(piece))
      list.push({ out: `products/${piece.slug}-${n}`, svg: () => productScene(piece, n) });
  // coming-soon pieces sit behind a pale veil: not quite finished yet
  for (const piece of comingSoonItems)
    for (const n of viewsOf(piece))
      list.push({
        out: `coming-soon/${piece.slug}-${n}`,
        svg: () => productScene(piece, n, { veil: n === 1 ? 0.35 : 0.25 }),
      });
  return list;
}
