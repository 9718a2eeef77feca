import { Inject, Injectable } from '@nestjs/common';
import { buyerNameSchema, orderPaidEvent, parseUsPhoneNumber } from '@atelier/contracts';
import { type EventBus, type EventConsumer, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { NotificationsDatabase } from '../database/notifications-database.js';
import type { TextingSettings } from '../texts/texting-settings.js';
import { TEXTING_SETTINGS } from '../tokens.js';
import { BuyersRepository } from './buyers.repository.js';

const CONSUMER = 'notifications.buyer-name-from-order';

/**
 * A verified buyer who gave no name at verification is named by their first paid order: the
 * order's recipient name, when its phone is the buyer's number (issue 32 item 8). A name that is
 * not one by the verification's rule (digits, symbols) is left out rather than shown to the owner.
 * Once per event; a buyer named already keeps their name.
 */
@Injectable()
export class BuyerNamesConsumer implements EventConsumer {
  constructor(
    private readonly db: NotificationsDatabase,
    private readonly buyers: BuyersRepository,
    @Inject(TEXTING_SETTINGS) private readonly settings: TextingSettings,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const deps = {
      bus,
      db: this.db,
      buyers: this.buyers,
      now: this.settings.now,
      logger: this.logger.child({ component: 'buyer-names' }),
    };
    await deps.bus.subscribeTo(orderPaidEvent, CONSUMER, async (event) => {
      const receipt = event.payload.receipt;
      const phone = receipt?.recipientPhone ? parseUsPhoneNumber(receipt.recipientPhone) : null;
      const name = buyerNameSchema.safeParse(receipt?.recipientName ?? undefined);
      if (!phone?.ok || !name.success) return;
      await deps.db.handleEventOnce(CONSUMER, event, async (tx) => {
        if (await deps.buyers.nameFromOrder(tx, phone.e164, name.data, deps.now()))
          deps.logger.info({ orderId: event.payload.orderId }, 'buyer named from their first order');
      });
    });
  }
}
