import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { topicMatches } from './topic-match.js';

const cases: Array<[pattern: string, key: string, expected: boolean]> = [
  // exact
  ['catalog.artist.deleted', 'catalog.artist.deleted', true],
  ['catalog.artist.deleted', 'catalog.artist.created', false],
  ['catalog.artist', 'catalog.artist.deleted', false],
  ['catalog.artist.deleted', 'catalog.artist', false],
  ['catalog.artist.delete', 'catalog.artist.deleted', false],
  // * is exactly one word
  ['catalog.*.deleted', 'catalog.artist.deleted', true],
  ['catalog.artist.*', 'catalog.artist.deleted', true],
  ['catalog.*', 'catalog.artist.deleted', false],
  ['catalog.artist.*', 'catalog.artist', false],
  ['*', 'catalog', true],
  ['*', 'catalog.artist', false],
  ['*.*.*', 'a.b.c', true],
  ['*.*.*', 'a.b', false],
  // # is zero or more words
  ['#', 'catalog.artist.deleted', true],
  ['#', 'catalog', true],
  ['catalog.#', 'catalog', true],
  ['catalog.#', 'catalog.artist.deleted', true],
  ['catalog.#', 'orders.order.placed', false],
  ['catalog.#', 'catalogue.artist', false],
  ['#.deleted', 'catalog.artist.deleted', true],
  ['#.deleted', 'deleted', true],
  ['#.deleted', 'catalog.artist.deleted.undo', false],
  ['catalog.#.deleted', 'catalog.deleted', true],
  ['catalog.#.deleted', 'catalog.a.b.c.deleted', true],
  ['catalog.#.deleted', 'catalog.a.b.c.created', false],
  ['#.artist.#', 'catalog.artist.deleted', true],
  ['#.artist.#', 'artist', true],
  ['#.artist.#', 'catalog.artists.deleted', false],
  ['*.#', 'a', true],
  ['*.#', 'a.b.c', true],
  ['#.*', 'a.b', true],
  ['#.*.*', 'a', false],
  // * and # are whole words only, not globs inside a word
  ['catalog.art*.deleted', 'catalog.artist.deleted', false],
  ['catalog.art#', 'catalog.artist', false],
];

describe('topicMatches', () => {
  for (const [pattern, key, expected] of cases) {
    test(`${JSON.stringify(pattern)} ${expected ? 'matches' : 'does not match'} ${JSON.stringify(key)}`, () => {
      assert.equal(topicMatches(pattern, key), expected);
    });
  }

  test('several # wildcards against a long routing key', () => {
    const key = Array.from({ length: 30 }, (_, i) => `w${i}`).join('.');
    assert.equal(topicMatches('#.w29', key), true);
    assert.equal(topicMatches('#.#.#.w30', key), false);
  });
});
