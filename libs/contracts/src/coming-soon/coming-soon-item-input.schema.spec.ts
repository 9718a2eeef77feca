import assert from 'node:assert/strict';
import { test } from 'node:test';
import { comingSoonItemInputSchema, comingSoonItemPatchSchema } from './coming-soon-item-input.schema.js';
import { convertComingSoonInputSchema } from './convert-coming-soon-input.schema.js';
import { DRAW_WINDOW_HOURS } from '../drawn-releases/drawn-release.schema.js';

test('a sneak peek needs only a name; empty optional fields become null', () => {
  assert.deepEqual(
    comingSoonItemInputSchema.parse({
      name: 'Estuary Bench',
      description: '',
      story: '',
      estimatedPrice: '',
      imageUrls: [],
      artistId: null,
      collectionId: '',
      videoUrl: '',
      estimatedReleaseDate: '',
    }),
    {
      name: 'Estuary Bench',
      description: null,
      story: null,
      estimatedPrice: null,
      imageUrls: [],
      artistId: null,
      collectionId: null,
      videoUrl: null,
      estimatedReleaseDate: null,
      category: 'other',
    },
  );
});

test('estimated price and release date are normalised', () => {
  const parsed = comingSoonItemInputSchema.parse({
    name: 'Estuary Bench',
    estimatedPrice: 12800,
    estimatedReleaseDate: '2027-03-18T00:00:00.000Z',
    category: 'seating',
  });
  assert.equal(parsed.estimatedPrice, '12800.00');
  assert.equal(parsed.estimatedReleaseDate, '2027-03-18');
});

test('bad sneak-peek fields are refused', () => {
  assert.equal(comingSoonItemInputSchema.safeParse({ name: '' }).success, false);
  assert.equal(comingSoonItemInputSchema.safeParse({ name: 'x', estimatedPrice: -5 }).success, false);
  assert.equal(
    comingSoonItemInputSchema.safeParse({ name: 'x', estimatedReleaseDate: 'soon' }).success,
    false,
  );
  assert.deepEqual(comingSoonItemPatchSchema.parse({ name: 'y' }), { name: 'y' });
});

test('convert defaults: price from the item (null here), quantity 1, status active, sold at once', () => {
  assert.deepEqual(convertComingSoonInputSchema.parse({}), {
    price: null,
    quantity: 1,
    status: 'active',
    sale: { mode: 'immediate' },
  });
  assert.deepEqual(convertComingSoonInputSchema.parse({ price: '900', quantity: 2, status: 'active' }), {
    price: '900.00',
    quantity: 2,
    status: 'active',
    sale: { mode: 'immediate' },
  });
  assert.equal(convertComingSoonInputSchema.safeParse({ status: 'sold' }).success, false);
  assert.equal(convertComingSoonInputSchema.safeParse({ quantity: -1 }).success, false);
});

test('convert as a drawn release: the entry window defaults, a bad mode or window is refused', () => {
  assert.deepEqual(convertComingSoonInputSchema.parse({ sale: { mode: 'draw' } }).sale, {
    mode: 'draw',
    entryWindowHours: DRAW_WINDOW_HOURS.default,
  });
  assert.equal(convertComingSoonInputSchema.safeParse({ sale: { mode: 'auction' } }).success, false);
  assert.equal(
    convertComingSoonInputSchema.safeParse({ sale: { mode: 'draw', entryWindowHours: 0 } }).success,
    false,
  );
});
