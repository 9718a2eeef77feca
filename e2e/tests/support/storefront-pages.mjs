// The five storefront page kinds issue 14 holds to its targets (Lighthouse, axe, server render):
// home, product, coming-soon, collection and artist pages of the seeded store, ids from the public API.
import assert from 'node:assert/strict';
import { apiJson } from './browser.mjs';

export async function storefrontPages() {
  const [products, comingSoon, collections, artists] = await Promise.all(
    ['/api/products', '/api/coming-soon', '/api/collections/active', '/api/artists'].map(apiJson),
  );
  const product = products.find((p) => p.quantity > 0 && p.artist) ?? products[0];
  // An artist with pieces: the page then shows its Categories stat and its collection grid too.
  const artist = artists.find((a) => products.some((p) => p.artistId === a.id));
  assert.ok(product && comingSoon[0] && collections[0] && artist, 'the demo store has one of each');
  return {
    home: '/',
    product: `/product/${product.id}`,
    'coming-soon': `/coming-soon/${comingSoon[0].id}`,
    collection: `/collection/${collections[0].id}`,
    artist: `/artist/${artist.id}`,
  };
}
