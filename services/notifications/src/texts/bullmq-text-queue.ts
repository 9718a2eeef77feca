import { BullMqJobQueue, type BullMqQueueOptions } from '../jobs/bullmq-job-queue.js';
import { TEXT_QUEUE_NAME, type TextKey } from './text-queue.js';

export type BullMqTextQueueOptions = BullMqQueueOptions;

/** The cluster/container text queue: BullMQ on Redis, one job per text, limited to the provider's rate. */
export class BullMqTextQueue extends BullMqJobQueue<TextKey> {
  constructor(options: BullMqTextQueueOptions) {
    super({ queue: TEXT_QUEUE_NAME, job: 'text' }, options);
  }
}
