import type { DrawPhase } from '@atelier/contracts';
import { type DrawDemandRow, drawDemand } from '../lib/join-reports';
import { csvFileName, nothingIn } from '../lib/report-period';
import { dayLabel, isoDay } from '../lib/report-format';
import { type ReportColumn, reportCsv } from '../lib/report-table';
import { BarChart, CHART_COLORS, CHARTED, chartedOf, seriesOf } from './bar-chart';
import { ReportCard, type ReportProps } from './report-card';
import { ReportTable } from './report-table';

const PHASE_LABELS: Record<DrawPhase, string> = { open: 'Open', closing: 'Drawing', drawn: 'Drawn' };

export const drawColumns: ReportColumn<DrawDemandRow>[] = [
  { header: 'Piece', csv: (row) => row.productName },
  { header: 'Entries close', csv: (row) => isoDay(row.closesAt), show: (row) => dayLabel(row.closesAt) },
  { header: 'Pieces', csv: (row) => row.pieces, numeric: true },
  { header: 'Likes', csv: (row) => row.likes, numeric: true },
  { header: 'Signups', csv: (row) => row.signups, numeric: true },
  { header: 'Entries', csv: (row) => row.entries, numeric: true },
  {
    header: 'Entries per piece',
    csv: (row) => Math.round(row.entriesPerPiece * 10) / 10,
    numeric: true,
  },
  { header: 'Sold', csv: (row) => row.sold, numeric: true },
  { header: 'State', csv: (row) => PHASE_LABELS[row.phase] },
];

/** Draw demand: per drawn release, the likes and text-me signups it drew, and its entries. */
export function DrawDemandReport({ catalog, signups, status, period }: ReportProps) {
  const rows = catalog && signups ? drawDemand(catalog, signups) : [];
  const charted = rows.slice(0, CHARTED);
  return (
    <ReportCard
      id="report-draws"
      title="Draw demand"
      description="Each drawn release whose entries closed (or close) in the period: likes of the piece, text-me signups of its sneak peek, entries, and entries per piece on offer."
      status={status}
      empty={rows.length > 0 ? null : nothingIn(period, 'drawn releases')}
      csv={{ fileName: csvFileName('draw-demand', period), content: () => reportCsv(drawColumns, rows) }}
    >
      <BarChart
        labels={charted.map((row) => row.productName)}
        series={seriesOf(charted, [
          ['Likes', (row) => row.likes, CHART_COLORS[3]],
          ['Signups', (row) => row.signups, CHART_COLORS[2]],
          ['Entries', (row) => row.entries, CHART_COLORS[0]],
        ])}
        horizontal
        formatValue={String}
        counts
        summary={`Likes, signups and entries of ${chartedOf(rows.length)} drawn ${rows.length === 1 ? 'release' : 'releases'}. The table below has every figure.`}
      />
      <ReportTable caption="Draw demand" columns={drawColumns} rows={rows} rowKey={(row) => row.releaseId} />
    </ReportCard>
  );
}
