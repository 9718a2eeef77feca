import type { Logger } from 'pino';
import type { JobOutcome } from './job-queue.js';

/**
 * How long a job waits for the record it sends. A consumer adds its jobs just before its
 * transaction commits, so a job often runs first; and when that transaction rolls back, the
 * redelivered event writes the records again (the bus retries within about 2.5 minutes; a
 * crashed service redelivers when it is back). Thirty minutes covers both; a job whose record is
 * still not written then belongs to a consumer that never committed, and ends.
 */
export const UNRECORDED_RECORD_PATIENCE_MS = 30 * 60_000;
/** The wait before looking again grows with the job's age (a first look often comes a few ms early). */
const unrecordedRecheckMs = (ageMs: number) => Math.min(60_000, Math.max(250, ageMs));

/**
 * A job whose record is not written yet: deferred without using up an attempt (like the daytime
 * window), and ended, logged, once it has waited the patience out.
 */
export function waitForRecord(
  queuedAt: Date,
  logger: Logger,
  logFields: Record<string, unknown>,
  what: string,
): JobOutcome {
  const ageMs = Date.now() - queuedAt.getTime();
  if (ageMs >= UNRECORDED_RECORD_PATIENCE_MS) {
    logger.error(
      { ...logFields, waitedMs: ageMs },
      `${what} job ended: its ${what} was never recorded (its event's consumer did not commit)`,
    );
    return { kind: 'done' };
  }
  return { kind: 'deferred', until: new Date(Date.now() + unrecordedRecheckMs(ageMs)) };
}
