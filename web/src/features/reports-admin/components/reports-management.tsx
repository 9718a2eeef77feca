import { reportPeriodSchema, type ReportPeriod } from '@atelier/contracts/reports';
import { useSearchParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { useReports } from '../api/get-reports';
import { browserTimeZone, PERIOD_LABELS, statusOf } from '../lib/report-period';
import { AuctionResultsReport } from './auction-results-report';
import { DaysToSaleReport } from './days-to-sale-report';
import { DrawDemandReport } from './draw-demand-report';
import { PeriodPicker } from './period-picker';
import { RevenueReport } from './revenue-report';
import { SellThroughReport } from './sell-through-report';

/**
 * The owner's numbers (issue 32): revenue by month, sell-through per collection, days from listing
 * to sale, auction results and draw demand, each a chart with its table and a CSV download. Each
 * service answers its own figures (sales: cart-checkout; pieces, auctions, draws: catalog; signups:
 * notifications) and the reports join them here by product id. The period is kept in the address.
 */
export function ReportsManagement() {
  const [params, setParams] = useSearchParams();
  const period = reportPeriodSchema.catch('last-12-months').parse(params.get('period'));
  const timeZone = browserTimeZone();
  const { sales, catalog, signups } = useReports({ period, timeZone });
  const answers = { sales: sales.data, catalog: catalog.data, signups: signups.data, period };
  const choose = (next: ReportPeriod) =>
    setParams(
      (current) => {
        current.set('period', next);
        return current;
      },
      { replace: true },
    );
  return (
    <AdminSection
      id="reports-heading"
      title="Reports"
      actions={<PeriodPicker value={period} onChange={choose} />}
    >
      <p className="mt-2 text-sm text-ink/70">
        {PERIOD_LABELS[period]}, in your time zone ({timeZone}). Every chart's figures are in the table under
        it.
      </p>
      <p role="status" className="mt-2 min-h-5 text-xs tracking-[0.15em] text-brass-700 uppercase">
        {[sales, catalog].some((read) => read.isPlaceholderData) && 'Updating for the new period...'}
      </p>
      <div className="mt-6 grid gap-6">
        <RevenueReport {...answers} status={statusOf(sales)} />
        <SellThroughReport {...answers} status={statusOf(sales, catalog)} />
        <DaysToSaleReport {...answers} status={statusOf(sales, catalog)} />
        <AuctionResultsReport {...answers} status={statusOf(catalog)} />
        <DrawDemandReport {...answers} status={statusOf(catalog, signups)} />
      </div>
    </AdminSection>
  );
}
