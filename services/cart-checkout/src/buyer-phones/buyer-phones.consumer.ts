import { Injectable } from '@nestjs/common';
import { buyerTextingChangedEvent } from '@atelier/contracts';
import type { EventBus, EventConsumer } from '@atelier/platform';
import { BuyerPhonesRepository } from './buyer-phones.repository.js';

const CONSUMER = 'cart-checkout.buyer-phones';

/**
 * notifications.buyer.texting-changed → the buyer's last four digits (a claim's page names the
 * phone that must verify). No inbox row needed: the upsert keeps the newest, so a redelivery is harmless.
 */
@Injectable()
export class BuyerPhonesConsumer implements EventConsumer {
  constructor(private readonly phones: BuyerPhonesRepository) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { phones } = this;
    await bus.subscribeTo(buyerTextingChangedEvent, CONSUMER, (event) =>
      phones.record(event.payload.buyerId, event.payload.phoneLast4, new Date(event.payload.changedAt)),
    );
  }
}
