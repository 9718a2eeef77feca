import type { SalesFigures } from '@atelier/contracts/reports';
import { csvFileName, nothingIn } from '../lib/report-period';
import { chartNumber, compactDollars, dollars, formatMoney, monthLabel } from '../lib/report-format';
import { type ReportColumn, reportCsv } from '../lib/report-table';
import { BarChart, CHART_COLORS, seriesOf } from './bar-chart';
import { ReportCard, type ReportProps } from './report-card';
import { ReportTable } from './report-table';

type MonthRow = SalesFigures & { month?: string };

const money = (header: string, pick: (row: MonthRow) => string): ReportColumn<MonthRow> => ({
  header,
  csv: pick,
  show: (row) => formatMoney(pick(row)),
  numeric: true,
});

export const revenueColumns: ReportColumn<MonthRow>[] = [
  { header: 'Month', csv: (row) => row.month ?? '', show: (row) => (row.month ? monthLabel(row.month) : '') },
  { header: 'Orders', csv: (row) => row.orders, numeric: true },
  { header: 'Pieces', csv: (row) => row.pieces, numeric: true },
  money('Shop', (row) => row.shop),
  money('Auctions', (row) => row.auction),
  money('Draws', (row) => row.draw),
  money('Shipping', (row) => row.shipping),
  money('Revenue', (row) => row.revenue),
];

/** Revenue by month: the pieces by how they sold, and shipping, stacked. */
export function RevenueReport({ sales, status, period }: ReportProps) {
  const months = sales?.months ?? [];
  const totals = sales?.totals;
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  return (
    <ReportCard
      id="report-revenue"
      title="Revenue by month"
      description="What paid orders took each month: pieces sold in the shop, by auction and by draw, and shipping. Before refunds; sales tax is not revenue."
      status={status}
      empty={totals && totals.orders > 0 ? null : nothingIn(period, 'sales')}
      csv={{
        fileName: csvFileName('revenue-by-month', period),
        content: () => reportCsv(revenueColumns, months),
      }}
    >
      {totals && first && last && (
        <>
          <p className="mt-4 text-sm">
            <strong className="font-display text-3xl font-normal">{formatMoney(totals.revenue)}</strong> from{' '}
            {totals.orders} {totals.orders === 1 ? 'order' : 'orders'}, {totals.pieces}{' '}
            {totals.pieces === 1 ? 'piece' : 'pieces'}
          </p>
          <BarChart
            labels={months.map((m) => monthLabel(m.month))}
            series={seriesOf(months, [
              ['Shop', (m) => chartNumber(m.shop), CHART_COLORS[0]],
              ['Auctions', (m) => chartNumber(m.auction), CHART_COLORS[1]],
              ['Draws', (m) => chartNumber(m.draw), CHART_COLORS[2]],
              ['Shipping', (m) => chartNumber(m.shipping), CHART_COLORS[3]],
            ])}
            stacked
            formatValue={dollars}
            formatTick={compactDollars}
            summary={`Revenue by month from ${monthLabel(first)} to ${monthLabel(last)}, ${formatMoney(totals.revenue)} in all, stacked by shop, auctions, draws and shipping. The table below has every figure.`}
          />
          <ReportTable<MonthRow>
            caption="Revenue by month"
            columns={revenueColumns}
            rows={months}
            rowKey={(row) => row.month ?? ''}
            totals={totals}
          />
        </>
      )}
    </ReportCard>
  );
}
