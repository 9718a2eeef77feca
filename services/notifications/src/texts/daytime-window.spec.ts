import assert from 'node:assert/strict';
import { test } from 'node:test';
import { daytimeWindowFor, nextDaytimeOpening } from './daytime-window.js';

test('area codes give the time zone and the evening limit of their state', () => {
  assert.deepEqual(daytimeWindowFor('+14155550134'), {
    timeZone: 'America/Los_Angeles',
    closesAtMinutes: 21 * 60,
  });
  assert.deepEqual(daytimeWindowFor('+13055550134'), {
    timeZone: 'America/New_York',
    closesAtMinutes: 20 * 60,
  });
  assert.deepEqual(daytimeWindowFor('+12065550134'), {
    timeZone: 'America/Los_Angeles',
    closesAtMinutes: 20 * 60,
  });
  assert.equal(daytimeWindowFor('+16025550134').timeZone, 'America/Phoenix');
  assert.equal(daytimeWindowFor('+12125550134').timeZone, 'America/New_York');
});

test('inside the window a text goes now; outside it waits for 8 am local', () => {
  // 2026-06-15 18:00 UTC = 11:00 in San Francisco (PDT), 14:00 in New York.
  assert.equal(nextDaytimeOpening('+14155550134', new Date('2026-06-15T18:00:00Z')), undefined);
  // 2026-06-15 06:00 UTC = 23:00 PDT the day before: opens at 08:00 PDT = 15:00 UTC.
  assert.equal(
    nextDaytimeOpening('+14155550134', new Date('2026-06-15T06:00:00Z'))?.toISOString(),
    '2026-06-15T15:00:00.000Z',
  );
  // 20:30 in Miami (EDT, 00:30 UTC): past Florida's 8 pm, opens 08:00 EDT = 12:00 UTC.
  assert.equal(
    nextDaytimeOpening('+13055550134', new Date('2026-06-16T00:30:00Z'))?.toISOString(),
    '2026-06-16T12:00:00.000Z',
  );
  // 20:30 in New York: still inside the 9 pm limit.
  assert.equal(nextDaytimeOpening('+12125550134', new Date('2026-06-16T00:30:00Z')), undefined);
});
