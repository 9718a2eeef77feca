import { Injectable } from '@nestjs/common';
import {
  monthsFrom,
  type ReportQuery,
  reportPeriodOf,
  type SalesFigures,
  type SalesReport,
} from '@atelier/contracts/reports';
import { type SalesMonthRow, SalesReportRepository } from './sales-report.repository.js';

const figuresOf = (row: SalesMonthRow | undefined): SalesFigures => ({
  orders: row?.orders ?? 0,
  pieces: row?.pieces ?? 0,
  shop: row?.shop.toFixed(2) ?? '0.00',
  auction: row?.auction.toFixed(2) ?? '0.00',
  draw: row?.draw.toFixed(2) ?? '0.00',
  shipping: row?.shipping.toFixed(2) ?? '0.00',
  revenue: row?.revenue.toFixed(2) ?? '0.00',
});

/**
 * The admin's sales report: the period in the owner's time zone, every month of it (a month without
 * sales is a zero, so a chart's months are evenly spaced; all time starts at the first sale's month),
 * the totals, and each product's sales for the web to join to catalog's report.
 */
@Injectable()
export class SalesReportService {
  constructor(private readonly sales: SalesReportRepository) {}

  async report(query: ReportQuery, now = new Date()): Promise<SalesReport> {
    const period = reportPeriodOf(query, now);
    const [rows, products] = await Promise.all([this.sales.months(period), this.sales.products(period)]);
    const byMonth = new Map(rows.filter((row) => row.month !== null).map((row) => [row.month!, row]));
    const firstSale = rows.find((row) => row.month !== null)?.month;
    const from = period.fromMonth ?? (firstSale && firstSale < period.toMonth ? firstSale : period.toMonth);
    return {
      period,
      months: monthsFrom(from, period.toMonth).map((month) => ({ month, ...figuresOf(byMonth.get(month)) })),
      totals: figuresOf(rows.find((row) => row.month === null)),
      products: products.map((row) => ({
        productId: row.product_id,
        name: row.name,
        pieces: row.pieces,
        revenue: row.revenue.toFixed(2),
        firstSoldAt: row.first_sold_at.toISOString(),
        lastSoldAt: row.last_sold_at.toISOString(),
      })),
    };
  }
}
