import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ReportPeriodAnswer } from '@atelier/contracts/reports';
import { Prisma } from '../generated/prisma/client.js';
import type { SalesMonthRow, SalesReportRepository } from './sales-report.repository.js';
import { SalesReportService } from './sales-report.service.js';

const money = (value: string) => new Prisma.Decimal(value);

const monthRow = (month: string | null, revenue: string, orders = 1): SalesMonthRow => ({
  month,
  orders,
  pieces: orders,
  shop: money(revenue),
  auction: money('0'),
  draw: money('0'),
  shipping: money('0'),
  revenue: money(revenue),
});

/** The repository's sums as given; records the period it was asked for. */
const serviceWith = (rows: SalesMonthRow[]) => {
  const asked: ReportPeriodAnswer[] = [];
  const repository = {
    months: async (period: ReportPeriodAnswer) => (asked.push(period), rows),
    products: async () => [],
  };
  return { service: new SalesReportService(repository as unknown as SalesReportRepository), asked };
};

const now = new Date('2026-11-28T12:00:00Z');

test('every month of the last 12 is answered, a month without sales as zeros', async () => {
  const { service, asked } = serviceWith([
    monthRow('2026-02', '1200.50'),
    monthRow('2026-11', '4800.00'),
    monthRow(null, '6000.50', 2),
  ]);
  const report = await service.report({ period: 'last-12-months', timeZone: 'America/New_York' }, now);
  assert.deepEqual(asked[0], {
    period: 'last-12-months',
    timeZone: 'America/New_York',
    fromMonth: '2025-12',
    toMonth: '2026-11',
  });
  assert.equal(report.months.length, 12);
  assert.equal(report.months[0]!.month, '2025-12');
  assert.deepEqual(
    report.months.filter((m) => m.orders > 0).map((m) => [m.month, m.revenue]),
    [
      ['2026-02', '1200.50'],
      ['2026-11', '4800.00'],
    ],
  );
  assert.deepEqual(report.months[1], {
    month: '2026-01',
    orders: 0,
    pieces: 0,
    shop: '0.00',
    auction: '0.00',
    draw: '0.00',
    shipping: '0.00',
    revenue: '0.00',
  });
  assert.equal(report.totals.revenue, '6000.50');
  assert.equal(report.totals.orders, 2);
});

test('all time starts at the first sale; with no sale at all, this month alone, totals zero', async () => {
  const { service } = serviceWith([monthRow('2024-06', '90.00'), monthRow(null, '90.00')]);
  const report = await service.report({ period: 'all-time', timeZone: 'UTC' }, now);
  assert.equal(report.period.fromMonth, null);
  assert.equal(report.months[0]!.month, '2024-06');
  assert.equal(report.months.at(-1)!.month, '2026-11');
  assert.equal(report.months.length, 30);

  const empty = await serviceWith([monthRow(null, '0.00', 0)]).service.report(
    { period: 'all-time', timeZone: 'UTC' },
    now,
  );
  assert.deepEqual(
    empty.months.map((m) => m.month),
    ['2026-11'],
  );
  assert.equal(empty.totals.revenue, '0.00');
  assert.equal(empty.totals.orders, 0);
});
