import {
  contextFrom,
  currentTraceCarrier,
  inSpan,
  type QueueJobCounts,
  SpanKind,
  type TraceCarrier,
} from '@atelier/platform';
import type { Logger } from 'pino';
import {
  type JobProcessor,
  type JobQueue,
  type JobQueueSettings,
  jobKey,
  type QueuedJob,
} from './job-queue.js';

interface Waiting<K extends object> {
  job: QueuedJob<K>;
  queuedAt: Date;
  attempt: number;
  runAt: number;
  /** The trace that added the job (the fan-out's), which its runs continue, as BullMQ's do. */
  trace: TraceCarrier;
}

/**
 * The all-in-one job queue: BullMQ's semantics (see JobQueue) inside the process, because there
 * is no Redis in that mode. Hand-written as it is small: one job at a time, starts spaced by the
 * rate, retries with exponential backoff, job ids remembered for the life of the process. Like
 * the in-process event bus, nothing survives a restart; the records in the database (texts,
 * mails) do, and the worker's checks on them keep a re-run from sending twice.
 */
export class InProcessJobQueue<K extends object> implements JobQueue<K> {
  private readonly knownIds = new Set<string>();
  private readonly waiting: Waiting<K>[] = [];
  private processor?: JobProcessor<K>;
  private timer?: NodeJS.Timeout;
  private busy = false;
  private closed = false;
  private lastStartAt = 0;
  /** Jobs failed for good since the start (BullMQ keeps them in its failed set). */
  private failedForGood = 0;
  private readonly spacingMs: number;

  constructor(
    /** The queue's name, as in BullMQ and the metrics (its spans and logs say it). */
    private readonly name: string,
    private readonly settings: JobQueueSettings,
    private readonly logger: Logger,
  ) {
    this.spacingMs = 1_000 / settings.ratePerSecond;
  }

  async addBulk(jobs: QueuedJob<K>[]): Promise<void> {
    const now = Date.now();
    const trace = currentTraceCarrier();
    for (const job of jobs) {
      if (this.knownIds.has(job.jobId)) continue;
      this.knownIds.add(job.jobId);
      this.waiting.push({ job, queuedAt: new Date(now), attempt: 1, runAt: now + (job.delayMs ?? 0), trace });
    }
    this.schedule();
  }

  async startWorker(processor: JobProcessor<K>): Promise<void> {
    this.processor = processor;
    this.schedule();
  }

  async pendingCount(): Promise<number> {
    return this.waiting.length + (this.busy ? 1 : 0);
  }

  async jobCounts(): Promise<QueueJobCounts> {
    const now = Date.now();
    const due = this.waiting.filter((entry) => entry.runAt <= now).length;
    return {
      waiting: due,
      active: this.busy ? 1 : 0,
      delayed: this.waiting.length - due,
      failed: this.failedForGood,
    };
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error(`${this.name} queue is closed`);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private nextIndex(): number {
    let best = -1;
    for (let i = 0; i < this.waiting.length; i++)
      if (best < 0 || this.waiting[i].runAt < this.waiting[best].runAt) best = i;
    return best;
  }

  private schedule() {
    if (!this.processor || this.closed || this.busy) return;
    clearTimeout(this.timer);
    const index = this.nextIndex();
    if (index < 0) return;
    const startAt = Math.max(this.waiting[index].runAt, this.lastStartAt + this.spacingMs);
    this.timer = setTimeout(() => void this.runNext(), Math.max(0, startAt - Date.now()));
    this.timer.unref();
  }

  private async runNext() {
    const index = this.nextIndex();
    if (this.busy || this.closed || index < 0 || this.waiting[index].runAt > Date.now())
      return this.schedule();
    const [entry] = this.waiting.splice(index, 1);
    this.busy = true;
    this.lastStartAt = Date.now();
    const { job, queuedAt, attempt } = entry;
    try {
      const outcome = await inSpan(
        `process ${this.name}`,
        {
          kind: SpanKind.CONSUMER,
          parent: contextFrom(entry.trace),
          attributes: { 'messaging.message.id': job.jobId, 'atelier.job.attempt': attempt },
        },
        () =>
          this.processor!({
            ...jobKey(job),
            queuedAt,
            attempt,
            isLastAttempt: attempt >= this.settings.maxAttempts,
          }),
      );
      if (outcome.kind === 'deferred') this.waiting.push({ ...entry, runAt: outcome.until.getTime() });
    } catch (error) {
      const log = { queue: this.name, jobId: job.jobId, attempt, error: (error as Error).message };
      if (attempt >= this.settings.maxAttempts) {
        this.failedForGood++;
        this.logger.error(log, 'job failed for good');
      } else {
        this.logger.warn(log, 'job failed; will retry');
        const backoff = this.settings.retryBaseMs * 2 ** (attempt - 1);
        this.waiting.push({ ...entry, attempt: attempt + 1, runAt: Date.now() + backoff });
      }
    } finally {
      this.busy = false;
      this.schedule();
    }
  }
}
