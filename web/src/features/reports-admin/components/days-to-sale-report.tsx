import { DAY_BANDS, type DaysToSaleRow, daysToSale, median, piecesPerBand } from '../lib/join-reports';
import { csvFileName, nothingIn } from '../lib/report-period';
import { dayLabel, isoDay } from '../lib/report-format';
import { type ReportColumn, reportCsv } from '../lib/report-table';
import { BarChart, CHART_COLORS } from './bar-chart';
import { ReportCard, type ReportProps } from './report-card';
import { ReportTable } from './report-table';

export const daysToSaleColumns: ReportColumn<DaysToSaleRow>[] = [
  { header: 'Piece', csv: (row) => row.name },
  { header: 'Collection', csv: (row) => row.collection ?? '' },
  {
    header: 'Listed',
    csv: (row) => (row.listedAt ? isoDay(row.listedAt) : ''),
    show: (row) => (row.listedAt ? dayLabel(row.listedAt) : '—'),
  },
  { header: 'First sold', csv: (row) => isoDay(row.firstSoldAt), show: (row) => dayLabel(row.firstSoldAt) },
  {
    header: 'Days to sale',
    csv: (row) => row.days,
    show: (row) => (row.days === null ? '—' : String(row.days)),
    numeric: true,
  },
  { header: 'Pieces sold', csv: (row) => row.pieces, numeric: true },
];

const pieces = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

/** Days from listing to sale: how long pieces sold in the period waited, in bands, and piece by piece. */
export function DaysToSaleReport({ sales, catalog, status, period }: ReportProps) {
  const rows = sales && catalog ? daysToSale(sales, catalog) : [];
  const days = rows.flatMap((row) => (row.days === null ? [] : [row.days]));
  const middle = median(days);
  return (
    <ReportCard
      id="report-days-to-sale"
      title="Days from listing to sale"
      description="For each piece sold in the period, the whole days from its listing to its first sale (for an edition, its first piece's)."
      status={status}
      empty={rows.length > 0 ? null : nothingIn(period, 'sales')}
      csv={{
        fileName: csvFileName('days-to-sale', period),
        content: () => reportCsv(daysToSaleColumns, rows),
      }}
    >
      {middle !== null && (
        <p className="mt-4 text-sm">
          <strong className="font-display text-3xl font-normal">
            {middle} {middle === 1 ? 'day' : 'days'}
          </strong>{' '}
          median over {pieces(days.length)}
        </p>
      )}
      <BarChart
        labels={DAY_BANDS.map((band) => band.label)}
        series={[{ label: 'Pieces', values: piecesPerBand(rows), color: CHART_COLORS[0] }]}
        formatValue={pieces}
        formatTick={String}
        counts
        summary={`Pieces sold by how long they waited, from within a week to over a year${middle === null ? '' : `; median ${middle} days`}. The table below lists each piece.`}
      />
      <ReportTable
        caption="Days from listing to sale"
        columns={daysToSaleColumns}
        rows={rows}
        rowKey={(row) => row.productId}
      />
    </ReportCard>
  );
}
