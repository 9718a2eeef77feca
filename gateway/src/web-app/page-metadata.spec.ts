import assert from 'node:assert/strict';
import { test } from 'node:test';
import { absoluteImageUrl, injectMetadata, pageMetadata } from './page-metadata.js';

const origin = 'https://atelier.example';

test('image references follow the spec: absolute kept, /paths on the origin, bare names under /uploads/', () => {
  assert.equal(absoluteImageUrl('https://cdn.example/a.jpg', origin), 'https://cdn.example/a.jpg');
  assert.equal(absoluteImageUrl('/demo/a.webp', origin), 'https://atelier.example/demo/a.webp');
  assert.equal(absoluteImageUrl('chair.png', origin), 'https://atelier.example/uploads/chair.png');
  assert.equal(absoluteImageUrl('  ', origin), undefined);
  assert.equal(absoluteImageUrl(null, origin), undefined);
});

test('a product without artist or description gets the brand and a made-up description', () => {
  const meta = pageMetadata(
    'product',
    { name: 'Stool', description: null, price: '10.00', quantity: 1, imageUrls: [], artist: null },
    origin,
    '/product/1',
  );
  assert.equal(meta.title, 'Stool by Atelier');
  assert.equal(meta.description, 'Stool, an artist-made piece by Atelier.');
  assert.equal(meta.image, undefined);
});

test('a long description is cut to 200 characters', () => {
  const meta = pageMetadata(
    'collection',
    { name: 'Fall', description: 'word '.repeat(100), coverImageUrl: null },
    origin,
    '/collection/1',
  );
  assert.equal(meta.description.length, 200);
  assert.ok(meta.description.endsWith('...'));
});

test('an answer of another shape is refused rather than turned into metadata', () => {
  assert.throws(() => pageMetadata('artist', { path: '/api/artists/3' }, origin, '/artist/3'));
});

test('injection replaces the default title and description and escapes "<" in the JSON-LD', () => {
  const html = injectMetadata(
    '<head><meta name="description" content="old" /><title>Old</title></head>',
    pageMetadata(
      'product',
      { name: '</script>', description: 'd', price: '1.00', quantity: 0, imageUrls: [], artist: null },
      origin,
      '/product/1',
    ),
  );
  assert.equal(html.match(/<title>/g)?.length, 1);
  assert.equal(html.match(/name="description"/g)?.length, 1);
  assert.ok(!html.includes('Old') && !html.includes('"old"'));
  assert.ok(html.includes('"name":"\\u003c/script>"'));
  assert.equal(html.match(/<\/script>/g)?.length, 1);
});
