import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectionInputSchema } from './collection.schema.js';

const valid = {
  name: 'Fall',
  description: 'Warm woods',
  season: 'Fall',
  year: 2026,
  releaseDate: '2026-09-22',
};

test('defaults: live, active, not archived', () => {
  const parsed = collectionInputSchema.parse(valid);
  assert.equal(parsed.collectionType, 'live');
  assert.equal(parsed.isActive, true);
  assert.equal(parsed.isArchived, false);
  assert.equal(parsed.coverImageUrl, null);
});

test('the whole collection read back from the API is accepted (extra fields dropped)', () => {
  const parsed = collectionInputSchema.parse({
    ...valid,
    id: 3,
    releaseDate: '2026-09-22T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    isActive: false,
  });
  assert.equal(parsed.isActive, false);
  assert.ok(!('id' in parsed));
});

test('season, year, type and date are checked', () => {
  for (const bad of [
    { season: 'Monsoon' },
    { year: 1999 },
    { year: 'soon' },
    { collectionType: 'draft' },
    { releaseDate: '22/09/2026' },
    { releaseDate: '2026-02-31x' },
  ]) {
    assert.equal(collectionInputSchema.safeParse({ ...valid, ...bad }).success, false, JSON.stringify(bad));
  }
});
