import type {
  JobOutcome,
  JobProcessor,
  JobQueue,
  JobQueueSettings,
  JobRun,
  QueuedJob,
} from '../jobs/job-queue.js';

/** The queue's name in BullMQ and in its metrics. */
export const TEXT_QUEUE_NAME = 'drop-day-texts';

/**
 * Which text a job sends: the record's natural key (text_messages is unique on it), never its
 * generated id. A fan-out that rolls back after adding its jobs writes its records again, under
 * new ids, when the event is redelivered; the jobs that survived (re-adding their ids adds
 * nothing) still find their texts by this key. A text goes to a signup (drop day, confirmations)
 * or to a verified buyer (a sale's outcome).
 */
export type TextKey = { eventId: string; signupId: number } | { eventId: string; buyerId: string };

/** The key alone, without a run's other fields (a log's fields). */
export const textKeyOf = (key: TextKey): TextKey =>
  'buyerId' in key
    ? { eventId: key.eventId, buyerId: key.buyerId }
    : { eventId: key.eventId, signupId: key.signupId };

/** The text queue: the job queue (see JobQueue) of drop-day and confirmation texts. */
export type TextJob = QueuedJob<TextKey>;
export type TextJobRun = JobRun<TextKey>;
export type TextJobOutcome = JobOutcome;
export type TextJobProcessor = JobProcessor<TextKey>;
export type TextQueueSettings = JobQueueSettings;
export type TextQueue = JobQueue<TextKey>;
