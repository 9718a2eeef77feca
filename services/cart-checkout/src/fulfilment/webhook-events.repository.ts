import { Injectable } from '@nestjs/common';
import { CartCheckoutDatabase } from '../database/cart-checkout-database.js';

/** Ids of provider webhook events already handled. */
@Injectable()
export class WebhookEventsRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  async has(id: string): Promise<boolean> {
    return (await this.db.prisma.webhookEvent.count({ where: { id } })) > 0;
  }

  async record(id: string, type: string): Promise<void> {
    await this.db.prisma.webhookEvent.createMany({ data: [{ id, type }], skipDuplicates: true });
  }
}
