import type { ReactNode } from 'react';
import type { CatalogReport, ReportPeriod, SalesReport, SignupsReport } from '@atelier/contracts/reports';
import { Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-styles';
import { QueryStatus } from '@/components/ui/query-status';
import { downloadCsv } from '@/lib/csv';

/** The state of the reads a report joins: loading until all arrived, failed if any failed. */
export interface ReportStatus {
  isPending: boolean;
  isError: boolean;
  /** A new period's figures are on their way (the last ones stay on screen meanwhile). */
  isRefreshing: boolean;
  retry: () => void;
}

/** What each report is given: the services' answers it joins (undefined until they arrive), their status, the period. */
export interface ReportProps {
  sales?: SalesReport;
  catalog?: CatalogReport;
  signups?: SignupsReport;
  status: ReportStatus;
  period: ReportPeriod;
}

type ReportCardProps = {
  id: string;
  title: string;
  description: string;
  status: ReportStatus;
  /** What to say instead of a chart and a table when there is nothing to show; null when there is. */
  empty: string | null;
  /** The CSV file's name and content; asked for only when the owner downloads it. */
  csv: { fileName: string; content: () => string };
  children: ReactNode;
};

/** One report: heading, what it counts, Download CSV, then its chart and table (or why there are none). */
export function ReportCard({ id, title, description, status, empty, csv, children }: ReportCardProps) {
  const ready = !status.isPending && !status.isError;
  return (
    <section
      aria-labelledby={id}
      aria-busy={status.isPending || status.isRefreshing}
      // min-w-0: a grid item as wide as its table would push the page sideways on a phone.
      className="min-w-0 border border-ink/10 bg-white p-5 sm:p-6"
      data-testid="report"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h3 id={id} className="font-display text-3xl">
            {title}
          </h3>
          <p className="mt-1 text-sm text-ink/70">{description}</p>
        </div>
        <button
          type="button"
          className={buttonClass('outline', 'px-3 py-2')}
          // While a new period loads, the figures shown are the last period's: not downloadable.
          disabled={!ready || status.isRefreshing || empty !== null}
          onClick={() => downloadCsv(csv.fileName, csv.content())}
          aria-label={`Download CSV: ${title}`}
        >
          <Download className="size-4" aria-hidden />
          Download CSV
        </button>
      </div>
      <QueryStatus
        query={status}
        loading={`Loading ${title.toLowerCase()}...`}
        failed={`${title} could not be loaded.`}
        onRetry={status.retry}
        className="mt-6 text-sm text-ink/70"
      >
        {empty === null ? children : <p className="mt-6 text-ink/70">{empty}</p>}
      </QueryStatus>
    </section>
  );
}
