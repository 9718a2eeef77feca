import type { Logger } from 'pino';
import { InProcessJobQueue } from '../jobs/in-process-job-queue.js';
import { TEXT_QUEUE_NAME, type TextKey, type TextQueueSettings } from './text-queue.js';

/** The all-in-one text queue (no Redis in that mode). */
export class InProcessTextQueue extends InProcessJobQueue<TextKey> {
  constructor(settings: TextQueueSettings, logger: Logger) {
    super(TEXT_QUEUE_NAME, settings, logger);
  }
}
