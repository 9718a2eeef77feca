import { type SellThroughRow, sellThrough } from '../lib/join-reports';
import { csvFileName } from '../lib/report-period';
import { percent } from '../lib/report-format';
import { type ReportColumn, reportCsv } from '../lib/report-table';
import { BarChart, CHART_COLORS } from './bar-chart';
import { ReportCard, type ReportProps } from './report-card';
import { ReportTable } from './report-table';

export const sellThroughColumns: ReportColumn<SellThroughRow>[] = [
  { header: 'Collection', csv: (row) => row.collection },
  { header: 'Season', csv: (row) => (row.season ? `${row.season} ${row.year}` : '') },
  { header: 'Sold', csv: (row) => row.sold, numeric: true },
  { header: 'Still unsold', csv: (row) => row.unsold, numeric: true },
  {
    header: 'Sell-through (%)',
    csv: (row) => percent(row.rate),
    show: (row) => `${percent(row.rate)}%`,
    numeric: true,
  },
];

const percentLabel = (value: number) => `${value}%`;

/** Sell-through per collection: of its pieces on offer in the period, the share that sold. */
export function SellThroughReport({ sales, catalog, status, period }: ReportProps) {
  const rows = sales && catalog ? sellThrough(sales, catalog) : [];
  return (
    <ReportCard
      id="report-sell-through"
      title="Sell-through per collection"
      description="Pieces sold in the period against those still unsold today (for sale, held at checkout or under auction or draw): sold ÷ (sold + still unsold)."
      status={status}
      empty={rows.length > 0 ? null : 'No pieces in the catalogue yet.'}
      csv={{
        fileName: csvFileName('sell-through-per-collection', period),
        content: () => reportCsv(sellThroughColumns, rows),
      }}
    >
      <BarChart
        labels={rows.map((row) => row.collection)}
        series={[
          { label: 'Sell-through', values: rows.map((row) => percent(row.rate)), color: CHART_COLORS[1] },
        ]}
        horizontal
        max={100}
        formatValue={percentLabel}
        summary={`Sell-through per collection, ${rows.length} ${rows.length === 1 ? 'collection' : 'collections'}, from 0 to 100 percent. The table below has every figure.`}
      />
      <ReportTable
        caption="Sell-through per collection"
        columns={sellThroughColumns}
        rows={rows}
        rowKey={(row) => row.key}
      />
    </ReportCard>
  );
}
