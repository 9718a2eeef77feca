import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { productInputSchema, productPatchSchema } from './product-input.schema.js';

const messages = (value: unknown) =>
  productInputSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('productInputSchema', () => {
  test('name and price are enough; the rest takes the spec defaults', () => {
    assert.deepEqual(productInputSchema.parse({ name: ' Meridian ', price: 24500 }), {
      name: 'Meridian',
      description: null,
      story: null,
      price: '24500.00',
      quantity: 1,
      imageUrls: [],
      artistId: null,
      collectionId: null,
      videoUrl: null,
      dimensions: null,
      materials: null,
      weight: null,
      edition: null,
      leadTime: null,
      provenance: null,
      condition: null,
      certificate: null,
      makersMark: null,
      isBiddingEnabled: false,
      category: 'other',
      openToOffers: false,
      offerFloor: null,
      offerValidHours: 72,
    });
  });

  test('a form body: numeric strings, blank optionals, select values as strings', () => {
    const parsed = productInputSchema.parse({
      name: 'Ember Cabinet',
      description: '',
      story: '  ',
      price: '38000.5',
      quantity: '0',
      imageUrls: ['/demo/products/ember-1-960.webp', '', 'ember-2.webp'],
      artistId: '3',
      collectionId: '',
      videoUrl: '',
      isBiddingEnabled: true,
      category: 'storage',
    });
    assert.equal(parsed.price, '38000.50');
    assert.equal(parsed.quantity, 0);
    assert.deepEqual(parsed.imageUrls, ['/demo/products/ember-1-960.webp', 'ember-2.webp']);
    assert.equal(parsed.artistId, 3);
    assert.equal(parsed.collectionId, null);
    assert.equal(parsed.description, null);
    assert.equal(parsed.story, null);
  });

  test('offer terms: a floor is a price or blank, the hours a whole number from 1 to 720', () => {
    const parsed = productInputSchema.parse({
      name: 'x',
      price: 10,
      openToOffers: true,
      offerFloor: '8',
      offerValidHours: 24,
    });
    assert.deepEqual([parsed.openToOffers, parsed.offerFloor, parsed.offerValidHours], [true, '8.00', 24]);
    assert.equal(productInputSchema.parse({ name: 'x', price: 10, offerFloor: '' }).offerFloor, null);
    assert.deepEqual(messages({ name: 'x', price: 1, offerValidHours: 0 }), [
      'offerValidHours: offerValidHours must be a whole number of hours from 1 to 720',
    ]);
    assert.deepEqual(messages({ name: 'x', price: 1, offerFloor: '-5' }), [
      'offerFloor: offerFloor must not be negative',
    ]);
  });

  test('bad values are named', () => {
    assert.deepEqual(messages({}), ['name: Name is required', 'price: price is required']);
    assert.deepEqual(messages({ name: 'x', price: 1, quantity: -1 }), [
      'quantity: quantity must be a whole number of 0 or more',
    ]);
    assert.deepEqual(messages({ name: 'x', price: 1, quantity: 1.5 }), [
      'quantity: quantity must be a whole number of 0 or more',
    ]);
    assert.deepEqual(messages({ name: 'x', price: 1, category: 'kitchen' }), [
      'category: category must be one of dining, storage, surfaces, seating, lighting, decor, bedroom, office, other',
    ]);
    assert.deepEqual(messages({ name: 'x', price: 1, artistId: 'abc' }), [
      'artistId: artistId must be a positive integer or null',
    ]);
    assert.deepEqual(messages({ name: 'x', price: 1, videoUrl: 'youtube' }), [
      'videoUrl: must be a valid URL',
    ]);
    assert.deepEqual(messages({ name: 'x', price: 1, imageUrls: 'a.webp' }), [
      'imageUrls: imageUrls must be a list of image references',
    ]);
  });
});

describe('productPatchSchema', () => {
  test('absent fields stay absent, so PATCH keeps their stored values', () => {
    assert.deepEqual(productPatchSchema.parse({ quantity: 4 }), { quantity: 4 });
    assert.deepEqual(productPatchSchema.parse({}), {});
  });

  test("the collector's details: trimmed, blank is null, too long is named with its limit", () => {
    assert.deepEqual(
      productPatchSchema.parse({
        provenance: ' From the artist ',
        condition: '',
        certificate: 'Signed',
        makersMark: 'NW',
      }),
      { provenance: 'From the artist', condition: null, certificate: 'Signed', makersMark: 'NW' },
    );
    const tooLong = productPatchSchema.safeParse({
      provenance: 'p'.repeat(2001),
      condition: 'c'.repeat(1001),
      certificate: 'a'.repeat(501),
      makersMark: 'm'.repeat(501),
    });
    assert.deepEqual(
      tooLong.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      [
        'provenance: must be at most 2000 characters',
        'condition: must be at most 1000 characters',
        'certificate: must be at most 500 characters',
        'makersMark: must be at most 500 characters',
      ],
    );
  });

  test('present fields are validated as on POST', () => {
    assert.deepEqual(productPatchSchema.parse({ price: '12', description: '' }), {
      price: '12.00',
      description: null,
    });
    assert.equal(productPatchSchema.safeParse({ name: '' }).success, false);
    assert.equal(productPatchSchema.safeParse({ price: '1.234' }).success, false);
  });
});
