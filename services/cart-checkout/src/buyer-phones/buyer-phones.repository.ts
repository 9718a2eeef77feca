import { Injectable } from '@nestjs/common';
import { CartCheckoutDatabase } from '../database/cart-checkout-database.js';

/** The last four digits of buyers' phones, as notifications publishes them (it owns the numbers). */
@Injectable()
export class BuyerPhonesRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  /** The newest state wins: a late or repeated event changes nothing. */
  async record(buyerId: string, phoneLast4: string, changedAt: Date): Promise<void> {
    await this.db.prisma.$executeRaw`
      INSERT INTO cart_checkout.buyer_phones (buyer_id, phone_last4, changed_at)
      VALUES (${buyerId}::uuid, ${phoneLast4}, ${changedAt})
      ON CONFLICT (buyer_id) DO UPDATE SET phone_last4 = EXCLUDED.phone_last4, changed_at = EXCLUDED.changed_at
      WHERE buyer_phones.changed_at <= EXCLUDED.changed_at`;
  }

  /** Null for a buyer whose number was not published yet. */
  async last4Of(buyerId: string): Promise<string | null> {
    const row = await this.db.prisma.buyerPhone.findUnique({ where: { buyerId } });
    return row?.phoneLast4 ?? null;
  }
}
