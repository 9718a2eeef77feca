import type { AuctionOutcome, AuctionResult } from '@atelier/contracts/reports';
import { csvFileName, nothingIn } from '../lib/report-period';
import { chartNumber, compactDollars, dayLabel, dollars, formatMoney, isoDay } from '../lib/report-format';
import { type ReportColumn, reportCsv } from '../lib/report-table';
import { BarChart, CHART_COLORS, CHARTED, chartedOf, seriesOf } from './bar-chart';
import { ReportCard, type ReportProps } from './report-card';
import { ReportTable } from './report-table';

export const OUTCOME_LABELS: Record<AuctionOutcome, string> = {
  scheduled: 'Scheduled',
  open: 'Open',
  cancelled: 'Cancelled',
  'no-bids': 'No bids',
  'reserve-not-met': 'Reserve not met',
  'awaiting-payment': 'Awaiting payment',
  sold: 'Sold',
  unsold: 'Unsold (claims lapsed)',
};

const money = (header: string, pick: (row: AuctionResult) => string | null): ReportColumn<AuctionResult> => ({
  header,
  csv: pick,
  show: (row) => formatMoney(pick(row)),
  numeric: true,
});

export const auctionColumns: ReportColumn<AuctionResult>[] = [
  { header: 'Piece', csv: (row) => row.productName },
  { header: 'Ends', csv: (row) => isoDay(row.endsAt), show: (row) => dayLabel(row.endsAt) },
  { header: 'Bids', csv: (row) => row.bidCount, numeric: true },
  money('Starting bid', (row) => row.startingBid),
  money('Reserve', (row) => row.reservePrice),
  money('Final price', (row) => row.finalPrice),
  money('Sold for', (row) => row.soldFor),
  { header: 'Outcome', csv: (row) => OUTCOME_LABELS[row.outcome] },
];

/** Auction results: starting bid, reserve and final price per auction, with what became of it. */
export function AuctionResultsReport({ catalog, status, period }: ReportProps) {
  const rows = catalog?.auctions ?? [];
  const charted = rows.slice(0, CHARTED);
  const sold = rows.filter((row) => row.outcome === 'sold').length;
  return (
    <ReportCard
      id="report-auctions"
      title="Auction results"
      description="Each auction that ended (or ends) in the period, latest first: starting bid, hidden reserve, the final price when bidding closed, what the buyer paid, and the outcome."
      status={status}
      empty={rows.length > 0 ? null : nothingIn(period, 'auctions')}
      csv={{
        fileName: csvFileName('auction-results', period),
        content: () => reportCsv(auctionColumns, rows),
      }}
    >
      <p className="mt-4 text-sm">
        <strong className="font-display text-3xl font-normal">
          {sold} of {rows.length}
        </strong>{' '}
        sold
      </p>
      <BarChart
        labels={charted.map((row) => row.productName)}
        series={seriesOf(charted, [
          ['Starting bid', (row) => chartNumber(row.startingBid), CHART_COLORS[3]],
          ['Reserve', (row) => chartNumber(row.reservePrice), CHART_COLORS[2]],
          ['Final price', (row) => chartNumber(row.finalPrice), CHART_COLORS[0]],
        ])}
        horizontal
        formatValue={dollars}
        formatTick={compactDollars}
        summary={`Starting bid, reserve and final price of ${chartedOf(rows.length)} ${rows.length === 1 ? 'auction' : 'auctions'}; ${sold} sold. The table below has every figure and outcome.`}
      />
      <ReportTable
        caption="Auction results"
        columns={auctionColumns}
        rows={rows}
        rowKey={(row) => row.auctionId}
      />
    </ReportCard>
  );
}
