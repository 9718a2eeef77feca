import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventService, publicReadsMadeStale, targetCovers } from './public-reads.js';

const artist = {
  id: 7,
  name: 'Ines Marr',
  specialty: 'Walnut',
  bio: null,
  fullBio: null,
  imageUrl: null,
  portfolioUrl: null,
  instagramUrl: null,
  twitterUrl: null,
  facebookUrl: null,
  linkedinUrl: null,
  websiteUrl: null,
};

describe('publicReadsMadeStale', () => {
  test('an artist change makes the artist family stale, and only it', () => {
    const stale = publicReadsMadeStale({ type: 'catalog.artist.deleted', payload: { artistId: 7 } });
    assert.deepEqual(stale, [
      { prefix: '/api/artists' },
      { prefix: '/api/products' },
      { prefix: '/api/coming-soon' },
    ]);
  });

  test('collection events name the collections, and coming-soon when one is deleted', () => {
    assert.deepEqual(
      publicReadsMadeStale({ type: 'catalog.collection.deleted', payload: { collectionId: 3 } }),
      [{ prefix: '/api/collections' }, { prefix: '/api/coming-soon' }],
    );
  });

  test('an event without a rule makes everything its service owns stale', () => {
    assert.equal(
      publicReadsMadeStale({ type: 'catalog.product.liked', payload: {} }),
      'all-owned-by-service',
    );
  });

  test('a payload of the wrong shape is treated like an unknown event', () => {
    assert.equal(
      publicReadsMadeStale({ type: 'catalog.artist.deleted', payload: { artistId: 'seven' } }),
      'all-owned-by-service',
    );
  });

  test('an artist update (payload checked against the event schema) makes only artists stale', () => {
    assert.deepEqual(publicReadsMadeStale({ type: 'catalog.artist.updated', payload: { artist } }), [
      { prefix: '/api/artists' },
    ]);
    const { name: _name, ...incomplete } = artist;
    assert.equal(
      publicReadsMadeStale({ type: 'catalog.artist.updated', payload: { artist: incomplete } }),
      'all-owned-by-service',
    );
  });
});

describe('targetCovers', () => {
  test('a prefix covers its path and what is below it, on segment boundaries', () => {
    const t = { prefix: '/api/artists' };
    assert.equal(targetCovers(t, '/api/artists'), true);
    assert.equal(targetCovers(t, '/api/artists/7'), true);
    assert.equal(targetCovers(t, '/api/artists-x'), false);
    assert.equal(targetCovers(t, '/api/art'), false);
  });

  test('an exact path covers only itself', () => {
    const t = { path: '/api/products/7' };
    assert.equal(targetCovers(t, '/api/products/7'), true);
    assert.equal(targetCovers(t, '/api/products/7/liked'), false);
    assert.equal(targetCovers(t, '/api/products'), false);
  });
});

test('eventService is the first word of the type', () => {
  assert.equal(eventService('catalog.artist.updated'), 'catalog');
  assert.equal(eventService('admin-media.hero.activated'), 'admin-media');
});
