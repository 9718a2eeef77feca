import assert from 'node:assert/strict';
import { test } from 'node:test';
import { productSearchResultSchema } from './product-search-result.schema.js';
import { productSchema } from './product.schema.js';

const product = {
  id: 1,
  name: 'Meridian Dining Table',
  description: null,
  story: null,
  price: '24500.00',
  quantity: 1,
  artistId: 2,
  collectionId: 3,
  imageUrls: ['/demo/products/meridian-1-960.webp'],
  videoUrl: null,
  dimensions: '102" W × 41" D × 30" H',
  materials: 'Black walnut',
  weight: '165 lb',
  edition: '1 of 1',
  leadTime: 'Ready to ship',
  provenance: 'Commissioned for the house, 2026; shown at Collectible, Brussels',
  condition: 'New, never placed',
  certificate: 'Signed and numbered by the artist',
  makersMark: 'Branded NW under the top',
  category: 'dining',
  isBiddingEnabled: false,
  openToOffers: false,
  heldForOffer: false,
  isLimitedQuantity: true,
  status: 'active',
  decommissioned: false,
  likesCount: 0,
  reservedQuantity: 0,
  reservedUntil: null,
  createdAt: '2026-11-22T20:00:00.000Z',
  artist: { id: 2, name: 'Nora Whitcombe' },
  collection: { id: 3, name: 'Travertine Summer' },
};

test('a product answer parses, with or without its artist and collection', () => {
  assert.deepEqual(productSchema.parse(product), product);
  // Answers (and events) from before reservations existed read as nothing reserved.
  // And from before offers (issue 34), as taking none and held for none.
  const { reservedQuantity: _q, reservedUntil: _u, openToOffers: _o, heldForOffer: _h, ...older } = product;
  assert.deepEqual(productSchema.parse(older), product);
  // And from before the details table, as having no details.
  const {
    dimensions: _d,
    materials: _m,
    weight: _w,
    edition: _e,
    leadTime: _l,
    provenance: _p,
    condition: _c,
    certificate: _a,
    makersMark: _k,
    ...undetailed
  } = product;
  assert.deepEqual(productSchema.parse(undetailed), {
    ...product,
    dimensions: null,
    materials: null,
    weight: null,
    edition: null,
    leadTime: null,
    provenance: null,
    condition: null,
    certificate: null,
    makersMark: null,
  });
  assert.equal(productSchema.safeParse({ ...product, artist: null, collection: null }).success, true);
});

test('a product answer with a numeric price or an unknown category is not a product', () => {
  assert.equal(productSchema.safeParse({ ...product, price: 24500 }).success, false);
  assert.equal(productSchema.safeParse({ ...product, category: 'kitchen' }).success, false);
});

test('a search row carries the artist name or null, and the stock that says whether it is sold', () => {
  const row = {
    id: 1,
    name: 'Meridian',
    category: 'dining',
    price: '10.00',
    imageUrls: [],
    artist: null,
    quantity: 0,
    reservedQuantity: 0,
    reservedUntil: null,
  };
  assert.deepEqual(productSearchResultSchema.parse(row), row);
  assert.equal(productSearchResultSchema.safeParse({ ...row, artist: { name: 'Nora' } }).success, true);
  const { quantity: _quantity, ...withoutStock } = row;
  assert.equal(productSearchResultSchema.safeParse(withoutStock).success, false);
});
