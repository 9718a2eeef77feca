import { Inject, Injectable } from '@nestjs/common';
import { MetricsSource, reportQueueJobs } from '@atelier/platform';
import { MAIL_QUEUE_NAME, type MailQueue } from '../mails/mail-queue.js';
import { TEXT_QUEUE_NAME, type TextQueue } from '../texts/text-queue.js';
import { MAIL_QUEUE, TEXT_QUEUE } from '../tokens.js';

/** The text queue's jobs by state, read at each /metrics scrape (the worker and the API read the same queue). */
@Injectable()
export class TextQueueMetrics extends MetricsSource {
  constructor(@Inject(TEXT_QUEUE) queue: TextQueue) {
    super(() => reportQueueJobs(TEXT_QUEUE_NAME, () => queue.jobCounts()));
  }
}

/** The mail queue's jobs by state, read at each /metrics scrape. */
@Injectable()
export class MailQueueMetrics extends MetricsSource {
  constructor(@Inject(MAIL_QUEUE) queue: MailQueue) {
    super(() => reportQueueJobs(MAIL_QUEUE_NAME, () => queue.jobCounts()));
  }
}
