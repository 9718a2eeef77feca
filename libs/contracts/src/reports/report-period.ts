import { z } from 'zod';

/**
 * The admin's Reports cover one period, read in the owner's time zone (the browser's): months start
 * at local midnight on the 1st. 'last-12-months' is this month and the 11 before it, 'this-year'
 * January to this month, 'all-time' everything.
 */
export const REPORT_PERIODS = ['last-12-months', 'this-year', 'all-time'] as const;
export const reportPeriodSchema = z.enum(REPORT_PERIODS, {
  error: `period must be one of ${REPORT_PERIODS.join(', ')}`,
});
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** 'YYYY-MM', a calendar month in the report's time zone. */
export const monthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-03');

/**
 * An IANA zone name (America/New_York, Etc/GMT+5, UTC) that this runtime's Intl knows. Offsets such as
 * '+05:00' are refused: PostgreSQL reads them as POSIX zones, with the sign the other way round.
 */
export function isTimeZoneName(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .max(64, 'timeZone is at most 64 characters')
  .refine(isTimeZoneName, 'timeZone must be an IANA time zone name, e.g. America/New_York');

/** The query of every report route that reads a period (GET /api/reports/...). */
export const reportQuerySchema = z.object({
  period: reportPeriodSchema.default('last-12-months'),
  timeZone: timeZoneSchema.default('UTC'),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** What a report answers about its period: fromMonth is null for all time. */
export const reportPeriodAnswerSchema = z.object({
  period: reportPeriodSchema,
  timeZone: z.string(),
  fromMonth: monthKeySchema.nullable(),
  toMonth: monthKeySchema,
});
export type ReportPeriodAnswer = z.infer<typeof reportPeriodAnswerSchema>;

/** The calendar month `at` falls in, in `timeZone` ('2026-03'). */
export function monthIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}

/** '2026-03' moved by `months` (negative: earlier). */
export function addMonths(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The period as a report answers it, on the clock `now`. */
export function reportPeriodOf(query: ReportQuery, now: Date): ReportPeriodAnswer {
  const toMonth = monthIn(query.timeZone, now);
  const fromMonth =
    query.period === 'last-12-months'
      ? addMonths(toMonth, -11)
      : query.period === 'this-year'
        ? `${toMonth.slice(0, 4)}-01`
        : null;
  return { period: query.period, timeZone: query.timeZone, fromMonth, toMonth };
}

/** Every month from `from` to `to`, both included ('2026-11', '2026-12', '2027-01'). */
export function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}
