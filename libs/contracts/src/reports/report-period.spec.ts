import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decimalStringSchema } from '../common/decimal-price.js';
import { reportMoneySchema } from './report-money.js';
import { addMonths, monthIn, monthsFrom, reportPeriodOf, reportQuerySchema } from './report-period.js';

test("a period's months are read in the owner's time zone", () => {
  // 03:30 UTC on March 1st is still February in New York.
  const at = new Date('2026-03-01T03:30:00Z');
  assert.equal(monthIn('UTC', at), '2026-03');
  assert.equal(monthIn('America/New_York', at), '2026-02');
  assert.deepEqual(reportPeriodOf({ period: 'last-12-months', timeZone: 'America/New_York' }, at), {
    period: 'last-12-months',
    timeZone: 'America/New_York',
    fromMonth: '2025-03',
    toMonth: '2026-02',
  });
  assert.equal(reportPeriodOf({ period: 'this-year', timeZone: 'UTC' }, at).fromMonth, '2026-01');
  assert.equal(reportPeriodOf({ period: 'all-time', timeZone: 'UTC' }, at).fromMonth, null);
});

test('months step over year ends both ways', () => {
  assert.equal(addMonths('2026-01', -1), '2025-12');
  assert.equal(addMonths('2025-12', 1), '2026-01');
  assert.equal(addMonths('2026-11', -11), '2025-12');
  assert.deepEqual(monthsFrom('2025-11', '2026-02'), ['2025-11', '2025-12', '2026-01', '2026-02']);
  assert.deepEqual(monthsFrom('2026-02', '2026-02'), ['2026-02']);
});

test('the query defaults to the last 12 months in UTC and refuses unknown periods and zones', () => {
  assert.deepEqual(reportQuerySchema.parse({}), { period: 'last-12-months', timeZone: 'UTC' });
  assert.equal(
    reportQuerySchema.parse({ period: 'this-year', timeZone: 'Europe/Paris' }).timeZone,
    'Europe/Paris',
  );
  const message = (query: unknown) => reportQuerySchema.safeParse(query).error?.issues[0]?.message;
  assert.equal(message({ period: 'forever' }), 'period must be one of last-12-months, this-year, all-time');
  for (const timeZone of ['Mars/Olympus_Mons', '+05:00', "UTC'; DROP TABLE x", ''])
    assert.equal(
      message({ timeZone }),
      'timeZone must be an IANA time zone name, e.g. America/New_York',
      timeZone,
    );
});

test("the reports' money is the contracts' decimal string, the same rule", () => {
  for (const value of ['4800.00', '0.50', '4800', '4800.5', '-1.00', '1e3', ' 1.00'])
    assert.equal(
      reportMoneySchema.safeParse(value).success,
      decimalStringSchema.safeParse(value).success,
      value,
    );
});
