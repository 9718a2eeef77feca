import { isTimeZoneName, type ReportPeriod } from '@atelier/contracts/reports';
import type { ReportStatus } from '../components/report-card';

export const PERIOD_LABELS: Record<ReportPeriod, string> = {
  'last-12-months': 'Last 12 months',
  'this-year': 'This year',
  'all-time': 'All time',
};

/** "No sales yet." / "No sales yet this year." / "No sales in the last 12 months." */
export function nothingIn(period: ReportPeriod, what: string): string {
  if (period === 'all-time') return `No ${what} yet.`;
  return period === 'this-year' ? `No ${what} yet this year.` : `No ${what} in the last 12 months.`;
}

/** The owner's time zone: months and days are theirs. UTC if the browser names none the API takes. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZoneName(zone) ? zone : 'UTC';
}

/** Today in this browser, for file names: 2026-11-28. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** 'atelier-revenue-by-month-last-12-months-2026-11-28.csv'. */
export const csvFileName = (report: string, period: ReportPeriod) =>
  `atelier-${report}-${period}-${today()}.csv`;

type Read = { isPending: boolean; isError: boolean; isPlaceholderData: boolean; refetch: () => unknown };

/** The reads a report joins, as one status: any failure shows, then loading until all are in. */
export function statusOf(...reads: Read[]): ReportStatus {
  const isError = reads.some((read) => read.isError);
  return {
    isError,
    isPending: !isError && reads.some((read) => read.isPending),
    isRefreshing: reads.some((read) => read.isPlaceholderData),
    retry: () => reads.filter((read) => read.isError).forEach((read) => void read.refetch()),
  };
}
