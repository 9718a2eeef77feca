import { randomUUID } from 'node:crypto';
import { HttpException, Logger, ServiceUnavailableException } from '@nestjs/common';
import type { PieceEnquiry, PieceEnquiryReceipt, PieceEnquiryRequest } from '@atelier/contracts';
import type { NotificationsDatabase } from '../database/notifications-database.js';
import type { MailMessagesRepository } from '../mails/mail-messages.repository.js';
import { mailJobId, type MailQueue } from '../mails/mail-queue.js';
import { messageIdDomain } from '../mails/mail-settings.js';
import { pieceEnquiryMail } from './piece-enquiry-mail.js';
import type { PieceEnquiriesRepository } from './piece-enquiries.repository.js';

export interface PieceEnquirySettings {
  publicOrigin: string;
  /** MAIL_FROM: its domain names the mails' Message-IDs. */
  from: string;
  /** Where the owner reads collectors' questions (OWNER_EMAIL; default MAIL_FROM's address). */
  ownerEmail: string;
}

/**
 * 'Ask about this piece': the question is stored and its mail to the owner recorded in one
 * transaction, the mail's job added just before it commits (as the receipts are), so a question
 * is either kept and mailed or, when the database or the queue fails, not kept at all (a 503 the
 * collector can retry) — never kept unmailed.
 */
export class PieceEnquiries {
  private readonly logger = new Logger(PieceEnquiries.name);

  constructor(
    private readonly db: NotificationsDatabase,
    private readonly enquiries: PieceEnquiriesRepository,
    private readonly mails: MailMessagesRepository,
    private readonly queue: MailQueue,
    private readonly settings: PieceEnquirySettings,
  ) {}

  async ask(productId: number, request: PieceEnquiryRequest): Promise<PieceEnquiryReceipt> {
    const key = { eventId: randomUUID(), kind: 'piece-enquiry' as const };
    const mail = pieceEnquiryMail(productId, request, this.settings.publicOrigin);
    try {
      const enquiry = await this.db.transaction(async (tx) => {
        const created = await this.enquiries.create(tx, productId, request, key.eventId);
        await this.mails.create(tx, {
          ...key,
          orderId: null,
          orderNumber: null,
          messageId: `<${mailJobId(key)}@${messageIdDomain(this.settings.from)}>`,
          toAddress: this.settings.ownerEmail,
          ...mail,
        });
        await this.queue.addBulk([{ ...key, jobId: mailJobId(key) }]);
        return created;
      });
      this.logger.log(`piece enquiry ${enquiry.id} about product ${productId} stored, mail queued`);
      return { id: enquiry.id, productId: enquiry.productId, createdAt: enquiry.createdAt };
    } catch (error) {
      if (error instanceof HttpException) throw error;
      this.logger.error(`piece enquiry not stored: ${(error as Error).message}`);
      throw new ServiceUnavailableException(
        'Your question could not be sent just now and nothing was kept. Please try again shortly.',
      );
    }
  }

  list(): Promise<PieceEnquiry[]> {
    return this.enquiries.list();
  }

  markRead(id: number): Promise<PieceEnquiry | undefined> {
    return this.enquiries.markRead(id);
  }
}
