import { Inject, Injectable } from '@nestjs/common';
import {
  type EventDefinition,
  type EventEnvelope,
  type OrderReceipt,
  orderPaidEvent,
  orderRefundedEvent,
  orderShippedEvent,
} from '@atelier/contracts';
import { type EventBus, type EventConsumer, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { z } from 'zod';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { MailMessagesRepository } from '../mails/mail-messages.repository.js';
import { type MailKind, mailJobId, type MailQueue } from '../mails/mail-queue.js';
import { messageIdDomain } from '../mails/mail-settings.js';
import { orderConfirmationMail } from './order-confirmation-mail.js';
import { orderRefundedMail } from './order-refunded-mail.js';
import { orderShippedMail } from './order-shipped-mail.js';
import type { TextingSettings } from '../texts/texting-settings.js';
import { MAIL_FROM, MAIL_QUEUE, TEXTING_SETTINGS } from '../tokens.js';
import type { ComposedMail } from './receipt-text.js';

export interface ReceiptMailDependencies {
  bus: EventBus;
  db: NotificationsDatabase;
  mails: MailMessagesRepository;
  queue: MailQueue;
  publicOrigin: string;
  /** MAIL_FROM: its domain names the mails' Message-IDs. */
  from: string;
  logger: Logger;
}

const emailAddress = z.email();

/** What every receipt event carries: its order, and the receipt (absent from paid orders recorded before receipts). */
type ReceiptPayload = z.ZodType<{ orderId: number; receipt?: OrderReceipt | undefined }>;

/**
 * One mail per event and kind, however often the event comes: the mail is recorded with the
 * event's inbox row and its job added (id from event and kind) just before that transaction
 * commits, as the drop-day fan-out does. A redelivery finds the inbox row and adds nothing; a
 * rolled-back try is written again, and its job, already queued, finds the mail by its key.
 */
async function mailOnce(
  deps: ReceiptMailDependencies,
  consumer: string,
  event: EventEnvelope,
  kind: MailKind,
  { orderId, receipt }: { orderId: number; receipt: OrderReceipt },
  compose: () => ComposedMail,
): Promise<void> {
  const to = emailAddress.safeParse(receipt.recipientEmail?.trim());
  if (!to.success) {
    deps.logger.info(
      { eventId: event.id, orderId, kind },
      'receipt not mailed: the order has no valid email address',
    );
    return;
  }
  const key = { eventId: event.id, kind };
  const mail = compose();
  const outcome = await deps.db.handleEventOnce(consumer, event, async (tx) => {
    await deps.mails.create(tx, {
      ...key,
      orderId,
      orderNumber: receipt.orderNumber,
      messageId: `<${mailJobId(key)}@${messageIdDomain(deps.from)}>`,
      toAddress: to.data,
      ...mail,
    });
    await deps.queue.addBulk([{ ...key, jobId: mailJobId(key) }]);
  });
  if (outcome === 'handled') deps.logger.info({ eventId: event.id, orderId, kind }, 'receipt mail queued');
}

/** Mails `kind` for each event of this definition, composed from its payload and receipt. */
async function mailOn<TType extends string, TPayload extends ReceiptPayload>(
  deps: ReceiptMailDependencies,
  definition: EventDefinition<TType, TPayload>,
  kind: MailKind,
  compose: (payload: z.infer<TPayload>, receipt: OrderReceipt) => ComposedMail,
): Promise<void> {
  const consumer = `notifications.${kind}-mail`;
  await deps.bus.subscribeTo(definition, consumer, async (event) => {
    const { orderId, receipt } = event.payload;
    if (!receipt) {
      deps.logger.debug(
        { eventId: event.id, orderId, kind },
        'receipt not mailed: the event has no receipt (recorded before receipts existed)',
      );
      return;
    }
    await mailOnce(deps, consumer, event, kind, { orderId, receipt }, () => compose(event.payload, receipt));
  });
}

/** The house's receipts: order confirmation, shipping notice and refund notice, from checkout's events alone. */
@Injectable()
export class ReceiptMailsConsumer implements EventConsumer {
  constructor(
    private readonly db: NotificationsDatabase,
    private readonly mails: MailMessagesRepository,
    @Inject(MAIL_QUEUE) private readonly queue: MailQueue,
    @Inject(TEXTING_SETTINGS) private readonly settings: TextingSettings,
    @Inject(MAIL_FROM) private readonly from: string,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const deps: ReceiptMailDependencies = {
      bus,
      db: this.db,
      mails: this.mails,
      queue: this.queue,
      publicOrigin: this.settings.publicOrigin,
      from: this.from,
      logger: this.logger.child({ component: 'mail' }),
    };
    const origin = deps.publicOrigin;
    await mailOn(deps, orderPaidEvent, 'order-confirmation', (_paid, receipt) =>
      orderConfirmationMail(receipt, origin),
    );
    await mailOn(deps, orderShippedEvent, 'order-shipped', (shipped, receipt) =>
      orderShippedMail(receipt, shipped, origin),
    );
    await mailOn(deps, orderRefundedEvent, 'order-refunded', (refund, receipt) =>
      orderRefundedMail(receipt, refund, origin),
    );
  }
}
