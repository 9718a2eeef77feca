import type { QueueJobCounts } from '@atelier/platform';

/**
 * The port between what adds jobs (the drop-day fan-out, the receipt mails) and the worker that
 * runs them. Two adapters share these semantics: BullMQ on Redis (cluster, containers) and an
 * in-process queue (all-in-one). K is what a job carries: the natural key of the record it sends.
 * - a job id names a job once: adding an id that exists (waiting, delayed, active or done) adds nothing;
 * - a job may wait (delayMs) before it runs;
 * - a processor that throws is retried with exponential backoff up to maxAttempts;
 * - a processor may defer its job to a later time without using up an attempt (the daytime window);
 * - at most ratePerSecond jobs start per second.
 */
export type QueuedJob<K extends object> = K & { jobId: string; delayMs?: number };

export type JobRun<K extends object> = K & {
  /** When the job was added: how long its record may take to be written counts from here. */
  queuedAt: Date;
  /** 1 for the first try. */
  attempt: number;
  isLastAttempt: boolean;
};

export type JobOutcome = { kind: 'done' } | { kind: 'deferred'; until: Date };

export type JobProcessor<K extends object> = (run: JobRun<K>) => Promise<JobOutcome>;

export interface JobQueueSettings {
  maxAttempts: number;
  retryBaseMs: number;
  ratePerSecond: number;
}

export interface JobQueue<K extends object> {
  addBulk(jobs: QueuedJob<K>[]): Promise<void>;
  /** Starts consuming with this processor (a process that only enqueues never calls it). */
  startWorker(processor: JobProcessor<K>): Promise<void>;
  /** Jobs not finished yet (waiting, delayed or running). */
  pendingCount(): Promise<number>;
  /** Jobs by state, for the queue's metrics (failed: failed for good, all attempts used). */
  jobCounts(): Promise<QueueJobCounts>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A job's key: what it carries without its id and delay (what BullMQ stores as its data). */
export function jobKey<K extends object>(job: QueuedJob<K>): K {
  const { jobId: _jobId, delayMs: _delayMs, ...key } = job;
  return key as unknown as K;
}
