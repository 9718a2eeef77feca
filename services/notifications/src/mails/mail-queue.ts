import type { JobProcessor, JobQueue, JobQueueSettings, JobRun, QueuedJob } from '../jobs/job-queue.js';

/** The queue's name in BullMQ and in its metrics. */
export const MAIL_QUEUE_NAME = 'house-mails';

/** The house's mails, one of each kind at most per event. */
export type MailKind = 'order-confirmation' | 'order-shipped' | 'order-refunded' | 'piece-enquiry';

/** Which mail a job sends: its record's natural key (mail_messages is unique on it). */
export interface MailKey {
  eventId: string;
  kind: MailKind;
}

/** The job id of one mail: adding it twice (a redelivered event) adds one job. */
export const mailJobId = ({ eventId, kind }: MailKey) => `mail-${eventId}-${kind}`;

export type MailJob = QueuedJob<MailKey>;
export type MailJobRun = JobRun<MailKey>;
export type MailJobProcessor = JobProcessor<MailKey>;
export type MailQueue = JobQueue<MailKey>;

/** Few mails, each worth waiting for: ten tries over about an hour and a half (10 s doubling). */
export const DEFAULT_MAIL_QUEUE_SETTINGS: JobQueueSettings = {
  maxAttempts: 10,
  retryBaseMs: 10_000,
  ratePerSecond: 5,
};
