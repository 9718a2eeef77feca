import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dropDayText } from './drop-day-text.js';

const item = { name: 'Tide Table', artistName: 'Ines Moreau', productUrl: '/product/12' };

test('an immediate sale says the piece is available', () => {
  assert.equal(
    dropDayText(item, 'https://atelier.example'),
    'Atelier: Tide Table by Ines Moreau is now available. https://atelier.example/product/12 Reply STOP to opt out',
  );
});

test('a drawn release names when entries close, in UTC', () => {
  assert.equal(
    dropDayText(item, 'https://atelier.example', '2026-11-26T16:45:00.000Z'),
    'Atelier: Tide Table by Ines Moreau is released by draw. Enter by Nov 26, 16:45 UTC: https://atelier.example/product/12 Reply STOP to opt out',
  );
});
