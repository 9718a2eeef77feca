import { DegradedDependency, type QueueJobCounts, tracingIsOn } from '@atelier/platform';
import { DelayedError, type ConnectionOptions, Queue, Worker } from 'bullmq';
import { BullMQOtel } from 'bullmq-otel';
import type { Logger } from 'pino';
import {
  type JobProcessor,
  type JobQueue,
  type JobQueueSettings,
  jobKey,
  type QueuedJob,
} from './job-queue.js';

export interface BullMqQueueOptions {
  redisUrl: string;
  /** Prefixes every Redis key (tests use their own, so runs never collide). */
  prefix: string;
  settings: JobQueueSettings;
  logger: Logger;
  /** How long a running job's lock lasts; a worker that dies lets it go after this (BullMQ default 30 s). */
  lockDurationMs?: number;
}

/** The queue (its Redis keys and metrics) and what each job is called in it. */
export interface BullMqQueueName {
  queue: string;
  job: string;
}

/**
 * With tracing on, bullmq-otel stores the adding span's context with each job and runs the job in a
 * span that continues it (the fan-out's trace on to the text's send); with it off, nothing is added.
 */
const telemetry = () => (tracingIsOn() ? { telemetry: new BullMQOtel('atelier-notifications') } : {});
const DAY_SECONDS = 24 * 60 * 60;
/** addBulk in chunks: one Redis round trip per chunk, without one huge command for a big drop. */
export const JOB_CHUNK = 1_000;

/** The cluster/container job queue: BullMQ on Redis, one job per message, limited to the provider's rate. */
export class BullMqJobQueue<K extends object> implements JobQueue<K> {
  private readonly queue: Queue;
  private worker?: Worker;
  /** Redis unreachable: said once in the log and in atelier_degraded{dependency="redis"}. */
  private readonly outage: DegradedDependency;

  constructor(
    private readonly name: BullMqQueueName,
    private readonly options: BullMqQueueOptions,
  ) {
    this.queue = new Queue(name.queue, {
      connection: this.connection(),
      prefix: options.prefix,
      ...telemetry(),
      defaultJobOptions: {
        attempts: options.settings.maxAttempts,
        backoff: { type: 'exponential', delay: options.settings.retryBaseMs },
        // Finished jobs are kept a while so that adding their id again adds nothing (dedupe).
        removeOnComplete: { age: 7 * DAY_SECONDS },
        removeOnFail: { age: 30 * DAY_SECONDS },
      },
    });
    this.outage = new DegradedDependency(
      'redis',
      options.logger,
      `${name.queue} jobs wait; adding one fails until it is back`,
    );
    this.queue.on('error', (error) => this.outage.down(error.message));
    void this.queue.client.then(
      (client) => {
        client.on('ready', () => this.outage.up());
        client.on('close', () => this.outage.down('connection closed'));
      },
      (error: Error) => this.outage.down(error.message),
    );
  }

  async addBulk(jobs: QueuedJob<K>[]): Promise<void> {
    for (let start = 0; start < jobs.length; start += JOB_CHUNK) {
      await this.queue.addBulk(
        jobs.slice(start, start + JOB_CHUNK).map((job) => ({
          name: this.name.job,
          data: jobKey(job),
          opts: { jobId: job.jobId, ...(job.delayMs ? { delay: job.delayMs } : {}) },
        })),
      );
    }
  }

  async startWorker(processor: JobProcessor<K>): Promise<void> {
    const { settings, lockDurationMs } = this.options;
    const limiter =
      settings.ratePerSecond >= 1
        ? { max: Math.round(settings.ratePerSecond), duration: 1_000 }
        : { max: 1, duration: Math.round(1_000 / settings.ratePerSecond) };
    this.worker = new Worker(
      this.name.queue,
      async (job, token) => {
        const attempt = job.attemptsMade + 1;
        const outcome = await processor({
          ...(job.data as K),
          // When it was added: a job put back as delayed keeps its timestamp.
          queuedAt: new Date(job.timestamp),
          attempt,
          isLastAttempt: attempt >= (job.opts.attempts ?? 1),
        });
        if (outcome.kind === 'deferred') {
          // Waits for its window without using up an attempt (BullMQ's documented pattern).
          await job.moveToDelayed(outcome.until.getTime(), token);
          throw new DelayedError();
        }
      },
      {
        connection: this.connection(),
        prefix: this.options.prefix,
        ...telemetry(),
        concurrency: Math.min(8, Math.max(1, Math.ceil(settings.ratePerSecond))),
        limiter,
        ...(lockDurationMs ? { lockDuration: lockDurationMs, stalledInterval: lockDurationMs } : {}),
      },
    );
    this.worker.on('failed', (job, error) => {
      if (error instanceof DelayedError) return;
      this.options.logger.warn(
        { queue: this.name.queue, jobId: job?.id, attempt: job?.attemptsMade, error: error.message },
        `${this.name.job} job failed`,
      );
    });
    this.worker.on('error', (error) =>
      this.options.logger.error(
        { queue: this.name.queue, error: error.message },
        `${this.name.job} worker error`,
      ),
    );
    await this.worker.waitUntilReady();
  }

  async pendingCount(): Promise<number> {
    return this.queue.getJobCountByTypes('waiting', 'delayed', 'active', 'prioritized', 'paused');
  }

  async jobCounts(): Promise<QueueJobCounts> {
    const counts = await this.queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
    return {
      // Prioritized jobs wait too, in their own list.
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  async ping(): Promise<void> {
    // Any command answers only when Redis does.
    await this.queue.getJobCountByTypes('waiting');
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }

  /** ioredis options from the URL (BullMQ brings its own ioredis; we do not depend on it directly). */
  private connection(): ConnectionOptions {
    const url = new URL(this.options.redisUrl);
    return {
      host: url.hostname,
      port: Number(url.port || 6379),
      ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
      ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
      ...(url.pathname.length > 1 ? { db: Number(url.pathname.slice(1)) } : {}),
      ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
      // BullMQ's workers block on Redis; its docs ask for no per-command retry limit.
      maxRetriesPerRequest: null,
    };
  }
}
