import type { QueueJobCounts } from '@atelier/platform';

/** The queue's name in BullMQ and in its metrics. */
export const TEXT_QUEUE_NAME = 'drop-day-texts';

/**
 * The port between the drop-day fan-out and the worker that sends texts. Two adapters share these
 * semantics: BullMQ on Redis (cluster, containers) and an in-process queue (all-in-one).
 * - a job id names a job once: adding an id that exists (waiting, delayed, active or done) adds nothing;
 * - a job may wait (delayMs) before it runs;
 * - a processor that throws is retried with exponential backoff up to maxAttempts;
 * - a processor may defer its job to a later time without using up an attempt (the daytime window);
 * - at most ratePerSecond jobs start per second.
 */
/**
 * Which text a job sends: the record's natural key (text_messages is unique on it), never its
 * generated id. A fan-out that rolls back after adding its jobs writes its records again, under
 * new ids, when the event is redelivered; the jobs that survived (re-adding their ids adds
 * nothing) still find their texts by this key. A text goes to a signup (drop day, confirmations)
 * or to a verified buyer (a sale's outcome).
 */
export type TextKey = { eventId: string; signupId: number } | { eventId: string; buyerId: string };

/** The key alone, without a job's or a run's other fields (a BullMQ job's data, a log's fields). */
export const textKeyOf = (key: TextKey): TextKey =>
  'buyerId' in key
    ? { eventId: key.eventId, buyerId: key.buyerId }
    : { eventId: key.eventId, signupId: key.signupId };

export type TextJob = TextKey & {
  jobId: string;
  delayMs?: number;
};

export type TextJobRun = TextKey & {
  /** When the job was added: how long its text may take to be recorded counts from here. */
  queuedAt: Date;
  /** 1 for the first try. */
  attempt: number;
  isLastAttempt: boolean;
};

export type TextJobOutcome = { kind: 'done' } | { kind: 'deferred'; until: Date };

export type TextJobProcessor = (run: TextJobRun) => Promise<TextJobOutcome>;

export interface TextQueueSettings {
  maxAttempts: number;
  retryBaseMs: number;
  ratePerSecond: number;
}

export interface TextQueue {
  addBulk(jobs: TextJob[]): Promise<void>;
  /** Starts consuming with this processor (a process that only enqueues never calls it). */
  startWorker(processor: TextJobProcessor): Promise<void>;
  /** Jobs not finished yet (waiting, delayed or running). */
  pendingCount(): Promise<number>;
  /** Jobs by state, for the queue's metrics (failed: failed for good, all attempts used). */
  jobCounts(): Promise<QueueJobCounts>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** addBulk in chunks: one Redis round trip per chunk, without one huge command for a big drop. */
export const TEXT_JOB_CHUNK = 1_000;
