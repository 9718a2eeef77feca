import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventService, publicReadsMadeStale, targetCovers, type PublicReadTarget } from './public-reads.js';

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
      publicReadsMadeStale({ type: 'catalog.auction.closed', payload: {} }),
      'all-owned-by-service',
    );
  });

  test('a payload of the wrong shape is treated like an unknown event', () => {
    assert.equal(
      publicReadsMadeStale({ type: 'catalog.artist.deleted', payload: { artistId: 'seven' } }),
      'all-owned-by-service',
    );
  });

  test('an artist update (payload checked against the event schema) makes what embeds artists stale', () => {
    assert.deepEqual(publicReadsMadeStale({ type: 'catalog.artist.updated', payload: { artist } }), [
      { prefix: '/api/artists' },
      { prefix: '/api/products' },
      { prefix: '/api/coming-soon' },
    ]);
    const { name: _name, ...incomplete } = artist;
    assert.equal(
      publicReadsMadeStale({ type: 'catalog.artist.updated', payload: { artist: incomplete } }),
      'all-owned-by-service',
    );
  });
});

describe('catalog product and sneak-peek events', () => {
  const covered = (event: { type: string; payload: unknown }, path: string) => {
    const stale = publicReadsMadeStale(event);
    assert.notEqual(stale, 'all-owned-by-service');
    return (stale as readonly PublicReadTarget[]).some((target) => targetCovers(target, path));
  };

  test('a like of product 7 makes its page, its like status and the list stale, nothing else', () => {
    const liked = { type: 'catalog.product.liked', payload: { productId: 7, liked: true, likesCount: 3 } };
    assert.equal(covered(liked, '/api/products/7'), true);
    assert.equal(covered(liked, '/api/products/7/liked'), true);
    assert.equal(covered(liked, '/api/products'), true);
    assert.equal(covered(liked, '/api/products/70'), false);
    assert.equal(covered(liked, '/api/products/search'), false);
    assert.equal(covered(liked, '/api/artists'), false);
    assert.equal(covered(liked, '/api/coming-soon'), false);
  });

  test('a like of sneak peek 4 makes its page and the sneak-peek list stale', () => {
    const liked = {
      type: 'catalog.coming-soon.liked',
      payload: { comingSoonId: 4, liked: false, likesCount: 0 },
    };
    assert.equal(covered(liked, '/api/coming-soon/4'), true);
    assert.equal(covered(liked, '/api/coming-soon'), true);
    assert.equal(covered(liked, '/api/coming-soon/5'), false);
    assert.equal(covered(liked, '/api/products'), false);
  });

  test('product writes make the product family stale (search included), not artists or collections', () => {
    const upserted = {
      type: 'catalog.product.upserted',
      payload: {
        product: {
          id: 3,
          name: 'Meridian Dining Table',
          price: '24500.00',
          imageUrls: [],
          category: 'dining',
          quantity: 1,
          decommissioned: false,
        },
      },
    };
    assert.equal(covered(upserted, '/api/products/search'), true);
    assert.equal(covered(upserted, '/api/products/3'), true);
    assert.equal(covered(upserted, '/api/artists/1'), false);
    assert.equal(covered(upserted, '/api/collections/1'), false);
    const removed = { type: 'catalog.product.removed', payload: { productId: 3 } };
    assert.equal(covered(removed, '/api/products'), true);
    assert.equal(covered(removed, '/api/coming-soon'), false);
  });

  test('a sneak peek removed makes only the sneak-peek family stale', () => {
    const removed = { type: 'catalog.coming-soon.removed', payload: { comingSoonId: 2 } };
    assert.equal(covered(removed, '/api/coming-soon/2'), true);
    assert.equal(covered(removed, '/api/products'), false);
  });
});

describe('admin-media events', () => {
  test("a hero media change makes only its placement's active read stale", () => {
    assert.deepEqual(
      publicReadsMadeStale({
        type: 'admin-media.hero-media.changed',
        payload: { placement: 'home', heroMediaId: 3 },
      }),
      [{ path: '/api/hero-media/active' }],
    );
    assert.deepEqual(
      publicReadsMadeStale({
        type: 'admin-media.hero-media.changed',
        payload: { placement: 'story', heroMediaId: 3 },
      }),
      [{ path: '/api/story-hero-media/active' }],
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
