import { createHash, randomBytes } from 'node:crypto';
import { SIMULATED_CARDS } from '@atelier/contracts';
import type { CartCheckoutDatabase } from '../database/cart-checkout-database.js';
import type {
  OffSessionCharge,
  OffSessionResult,
  ProviderSetup,
  SavedCardLookup,
} from './payment-provider.js';
import { SimulatedPaymentIntentsRepository } from './simulated-payment-intents.repository.js';
import { SimulatedSetupIntentsRepository } from './simulated-setup-intents.repository.js';

/** Luhn's check digit: the simulated form refuses a mistyped number as a real card form would. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const brandOf = (digits: string) =>
  digits.startsWith('4')
    ? 'visa'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : digits.startsWith('6')
          ? 'discover'
          : 'card';

export type SimulatedSetupResult =
  { outcome: 'saved' } | { outcome: 'declined'; message: string } | { outcome: 'unknown' };

/**
 * The simulated provider's cards on file. Unlike its one-time payments (only 4242 pays), any number
 * that passes the Luhn check can be saved, because one card makes one buyer and tests need many
 * buyers; 4000 0000 0000 0002 is declined when saved and 4000 0000 0000 0341 is saved but declined
 * at every charge, like Stripe's test cards. Only a fingerprint (a hash) and the last 4 are kept.
 */
export class SimulatedCardVault {
  private readonly setups: SimulatedSetupIntentsRepository;
  private readonly intents: SimulatedPaymentIntentsRepository;

  constructor(db: CartCheckoutDatabase) {
    this.setups = new SimulatedSetupIntentsRepository(db);
    this.intents = new SimulatedPaymentIntentsRepository(db);
  }

  async createSetup(buyerId: string): Promise<ProviderSetup> {
    const id = `seti_sim_${randomBytes(12).toString('hex')}`;
    const row = await this.setups.create({
      id,
      clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      buyerId,
    });
    return { id: row.id, clientSecret: row.clientSecret };
  }

  /** The test-card form's submission for a setup of this buyer. */
  async confirmSetup(
    setupIntentId: string,
    buyerId: string,
    cardNumber: string,
  ): Promise<SimulatedSetupResult> {
    const row = await this.setups.find(setupIntentId);
    if (!row || row.buyerId !== buyerId) return { outcome: 'unknown' };
    if (cardNumber === SIMULATED_CARDS.declined)
      return { outcome: 'declined', message: 'Your card was declined.' };
    if (!passesLuhn(cardNumber))
      return { outcome: 'declined', message: 'This card number is not valid: check the digits.' };
    await this.setups.succeed(setupIntentId, {
      paymentMethodId: `pm_sim_${randomBytes(12).toString('hex')}`,
      cardFingerprint: createHash('sha256')
        .update(`simulated-card\n${cardNumber}`)
        .digest('hex')
        .slice(0, 24),
      brand: brandOf(cardNumber),
      last4: cardNumber.slice(-4),
      declinesCharges: cardNumber === SIMULATED_CARDS.declinesCharges,
    });
    return { outcome: 'saved' };
  }

  async savedCardOf(setupIntentId: string): Promise<SavedCardLookup> {
    const row = await this.setups.find(setupIntentId);
    if (!row) return { status: 'unknown' };
    if (row.status !== 'succeeded' || !row.paymentMethodId) return { status: 'pending' };
    return {
      status: 'saved',
      buyerId: row.buyerId,
      customerId: null,
      card: {
        paymentMethodId: row.paymentMethodId,
        fingerprint: row.cardFingerprint!,
        brand: row.brand!,
        last4: row.last4!,
      },
    };
  }

  /** One payment per idempotency key: a retried charge answers the first one's outcome. */
  async chargeOffSession(charge: OffSessionCharge): Promise<OffSessionResult> {
    const card = await this.setups.findByPaymentMethod(charge.paymentMethodId);
    if (!card) return { outcome: 'declined', message: 'No such saved card.', paymentIntentId: null };
    const id = `pi_sim_${randomBytes(12).toString('hex')}`;
    const row = await this.intents.createSettled(
      {
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        idempotencyKey: charge.idempotencyKey,
        amountCents: charge.amountCents,
      },
      card.declinesCharges ? 'declined' : 'succeeded',
    );
    return row.status === 'succeeded'
      ? { outcome: 'succeeded', paymentIntentId: row.id }
      : { outcome: 'declined', message: 'Your card was declined.', paymentIntentId: row.id };
  }
}
