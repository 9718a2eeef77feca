import { CartCheckoutDatabase } from '../database/cart-checkout-database.js';

/** The simulated provider's own record of an intent, as a real provider keeps one. */
export type SimulatedIntentRow = { id: string; clientSecret: string; status: string; amountCents: number };

export type NewSimulatedIntent = Omit<SimulatedIntentRow, 'status'> & { idempotencyKey: string };

/** The simulated provider's intents. Which status may follow which is the provider's rule, not this file's. */
export class SimulatedPaymentIntentsRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  /** A pending intent, or the one already made under the same idempotency key (a retried call). */
  createPending(intent: NewSimulatedIntent): Promise<SimulatedIntentRow> {
    return this.db.prisma.simulatedPaymentIntent.upsert({
      where: { idempotencyKey: intent.idempotencyKey },
      create: { ...intent, status: 'pending' },
      update: {},
    });
  }

  /** An off-session charge, settled at once (or the one already made under the same key). */
  createSettled(intent: NewSimulatedIntent, status: 'succeeded' | 'declined'): Promise<SimulatedIntentRow> {
    return this.db.prisma.simulatedPaymentIntent.upsert({
      where: { idempotencyKey: intent.idempotencyKey },
      create: { ...intent, status },
      update: {},
    });
  }

  find(id: string): Promise<SimulatedIntentRow> {
    return this.db.prisma.simulatedPaymentIntent.findUniqueOrThrow({ where: { id } });
  }

  findByClientSecret(clientSecret: string): Promise<SimulatedIntentRow | null> {
    return this.db.prisma.simulatedPaymentIntent.findUnique({ where: { clientSecret } });
  }

  /** Moves the intent to `to` only if it is still `from` (one conditional UPDATE: no read-then-write race). */
  async moveStatus(id: string, from: string, to: string): Promise<void> {
    await this.db.prisma.simulatedPaymentIntent.updateMany({
      where: { id, status: from },
      data: { status: to, updatedAt: new Date() },
    });
  }

  /** Changes what a pending intent charges; false once it is no longer pending. */
  async setAmount(id: string, amountCents: number): Promise<boolean> {
    const { count } = await this.db.prisma.simulatedPaymentIntent.updateMany({
      where: { id, status: 'pending' },
      data: { amountCents, updatedAt: new Date() },
    });
    return count === 1;
  }

  async setReceiptEmail(id: string, email: string): Promise<void> {
    await this.db.prisma.simulatedPaymentIntent.updateMany({ where: { id }, data: { receiptEmail: email } });
  }
}
