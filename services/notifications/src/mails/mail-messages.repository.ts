import { Injectable } from '@nestjs/common';
import { NotificationsDatabase, type NotificationsTransaction } from '../database/notifications-database.js';
import type { MailKey, MailKind } from './mail-queue.js';

export interface NewMail {
  eventId: string;
  kind: MailKind;
  /** The order a receipt is about; null for a mail about none (a piece enquiry). */
  orderId: number | null;
  orderNumber: string | null;
  messageId: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
}

const FINISHED = ['sent', 'failed'];
const UNFINISHED = { in: ['queued', 'sending'] };

/** The record of each of the house's mails: what the worker checks before sending. */
@Injectable()
export class MailMessagesRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  /** In the event's inbox transaction; a mail already recorded for this event and kind is kept as it is. */
  async create(tx: NotificationsTransaction, mail: NewMail): Promise<void> {
    await tx.mailMessage.createMany({ data: [mail], skipDuplicates: true });
  }

  /** A job's mail by its natural key; null while the consumer has not committed it. */
  findByKey({ eventId, kind }: MailKey) {
    return this.db.prisma.mailMessage.findUnique({ where: { eventId_kind: { eventId, kind } } });
  }

  isFinished = (status: string) => FINISHED.includes(status);

  async markSending(id: number): Promise<void> {
    await this.db.prisma.mailMessage.updateMany({
      where: { id, status: UNFINISHED },
      data: { status: 'sending', attempts: { increment: 1 }, updatedAt: new Date() },
    });
  }

  async markSent(id: number, providerResponse: string): Promise<void> {
    await this.db.prisma.mailMessage.updateMany({
      where: { id, status: UNFINISHED },
      data: { status: 'sent', providerResponse, errorMessage: null, updatedAt: new Date() },
    });
  }

  async markFailed(id: number, errorMessage: string): Promise<void> {
    await this.db.prisma.mailMessage.updateMany({
      where: { id, status: UNFINISHED },
      data: { status: 'failed', errorMessage, updatedAt: new Date() },
    });
  }

  /** A failure the queue retries: noted, and the mail waits as queued again. */
  async noteRetryableError(id: number, errorMessage: string): Promise<void> {
    await this.db.prisma.mailMessage.updateMany({
      where: { id, status: UNFINISHED },
      data: { status: 'queued', errorMessage, updatedAt: new Date() },
    });
  }
}
