import type { CartCheckoutDatabase } from '../database/cart-checkout-database.js';

export type SimulatedSetupRow = {
  id: string;
  clientSecret: string;
  buyerId: string;
  status: string;
  paymentMethodId: string | null;
  cardFingerprint: string | null;
  brand: string | null;
  last4: string | null;
  declinesCharges: boolean;
};

export type SimulatedCardDetails = {
  paymentMethodId: string;
  cardFingerprint: string;
  brand: string;
  last4: string;
  declinesCharges: boolean;
};

/** The simulated provider's SetupIntents and the cards they saved. */
export class SimulatedSetupIntentsRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  create(row: { id: string; clientSecret: string; buyerId: string }): Promise<SimulatedSetupRow> {
    return this.db.prisma.simulatedSetupIntent.create({
      data: { ...row, status: 'requires_payment_method' },
    });
  }

  find(id: string): Promise<SimulatedSetupRow | null> {
    return this.db.prisma.simulatedSetupIntent.findUnique({ where: { id } });
  }

  findByPaymentMethod(paymentMethodId: string): Promise<SimulatedSetupRow | null> {
    return this.db.prisma.simulatedSetupIntent.findUnique({ where: { paymentMethodId } });
  }

  /** Saves the card on a setup still waiting for one (one conditional UPDATE: confirming twice saves once). */
  async succeed(id: string, card: SimulatedCardDetails): Promise<void> {
    await this.db.prisma.simulatedSetupIntent.updateMany({
      where: { id, status: 'requires_payment_method' },
      data: { ...card, status: 'succeeded', updatedAt: new Date() },
    });
  }
}
