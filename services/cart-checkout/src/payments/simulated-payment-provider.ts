import { randomBytes } from 'node:crypto';
import { SIMULATED_CARDS } from '@atelier/contracts';
import type { CartCheckoutDatabase } from '../database/cart-checkout-database.js';
import { SimulatedCardVault } from './simulated-card-vault.js';
import { SimulatedRefundsRepository } from './simulated-refunds.repository.js';
import {
  type CreateIntentRequest,
  type IntentStatus,
  InvalidWebhookError,
  type OffSessionCharge,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type RefundRequest,
} from './payment-provider.js';
import {
  type SimulatedIntentRow,
  SimulatedPaymentIntentsRepository,
} from './simulated-payment-intents.repository.js';

const toIntent = (row: SimulatedIntentRow): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  // A refunded payment still happened (Stripe keeps such an intent 'succeeded' too).
  status: (row.status === 'refunded' ? 'succeeded' : row.status) as IntentStatus,
  amountCents: row.amountCents,
});

export type SimulatedConfirmResult =
  | { outcome: 'succeeded'; paymentIntentId: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'unknown' };

/**
 * The simulated provider (all-in-one mode, tests, and a cluster without Stripe keys): product code,
 * clearly labelled as a test payment in the web. It keeps its own record of each intent in this
 * service's database, as a real provider would, so fulfilment still trusts only the provider's
 * record. 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, like Stripe's test cards.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated';
  readonly publishableKey = null;

  private readonly intents: SimulatedPaymentIntentsRepository;
  private readonly refunds: SimulatedRefundsRepository;
  /** Cards on file (SetupIntents) and their off-session charges. */
  readonly vault: SimulatedCardVault;

  // Made with the service's database, like the Stripe provider with its keys: the app picks one of
  // the two before Nest starts.
  constructor(db: CartCheckoutDatabase) {
    this.intents = new SimulatedPaymentIntentsRepository(db);
    this.refunds = new SimulatedRefundsRepository(db);
    this.vault = new SimulatedCardVault(db);
  }

  createSetup = (buyerId: string) => this.vault.createSetup(buyerId);
  savedCardOf = (setupIntentId: string) => this.vault.savedCardOf(setupIntentId);
  chargeOffSession = (charge: OffSessionCharge) => this.vault.chargeOffSession(charge);

  async createIntent(request: CreateIntentRequest): Promise<ProviderIntent> {
    const id = `pi_sim_${randomBytes(12).toString('hex')}`;
    const row = await this.intents.createPending({
      id,
      clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
    });
    return toIntent(row);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent> {
    return toIntent(await this.intents.find(id));
  }

  async cancelIntent(id: string): Promise<boolean> {
    await this.intents.moveStatus(id, 'pending', 'canceled');
    return (await this.retrieveIntent(id)).status === 'canceled';
  }

  async setAmount(id: string, amountCents: number): Promise<void> {
    if (!(await this.intents.setAmount(id, amountCents)))
      throw new Error(`simulated intent ${id} is no longer pending: its amount cannot change`);
  }

  async refund(id: string): Promise<void> {
    await this.intents.moveStatus(id, 'succeeded', 'refunded');
  }

  refundPayment = (request: RefundRequest) => this.refunds.refund(request);
  refundsOf = (paymentIntentId: string) => this.refunds.refundsOf(paymentIntentId);

  async setReceiptEmail(id: string, email: string): Promise<void> {
    await this.intents.setReceiptEmail(id, email);
  }

  parseWebhook(): ProviderEvent {
    throw new InvalidWebhookError('The simulated payment provider sends no webhooks');
  }

  /** The test-card form's submission: a pending intent succeeds or is declined by card number. */
  async confirm(clientSecret: string, cardNumber: string): Promise<SimulatedConfirmResult> {
    const row = await this.intents.findByClientSecret(clientSecret);
    if (!row) return { outcome: 'unknown' };
    if (cardNumber !== SIMULATED_CARDS.succeeds)
      return {
        outcome: 'declined',
        message:
          cardNumber === SIMULATED_CARDS.declined
            ? 'Your card was declined.'
            : `Test payments accept only the test card ${SIMULATED_CARDS.succeeds}.`,
      };
    await this.intents.moveStatus(row.id, 'pending', 'succeeded');
    const status = (await this.retrieveIntent(row.id)).status;
    return status === 'succeeded'
      ? { outcome: 'succeeded', paymentIntentId: row.id }
      : { outcome: 'declined', message: `This payment can no longer be made (it is ${status}).` };
  }
}
