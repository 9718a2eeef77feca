/**
 * The port between checkout and whoever takes the card. Two adapters: Stripe (PaymentIntents) and
 * the simulated provider (all-in-one mode and tests), chosen by PAYMENT_PROVIDER. Fulfilment trusts
 * only what retrieveIntent() says, never what a browser claims.
 */
export type IntentStatus = 'pending' | 'succeeded' | 'canceled';

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
}

export interface CreateIntentRequest {
  amountCents: number;
  /** The same key for a retried create returns the same intent, never a second one. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** Shown on the provider's receipt: the link back to the order's confirmation. */
  description: string;
}

/** A provider's webhook event, its signature already checked. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The payment it is about: the intent itself, or the intent of a charge (charge.refunded). */
  paymentIntentId: string | null;
}

/** Part or all of a payment given back (issue 32 item 3). */
export interface RefundRequest {
  paymentIntentId: string;
  amountCents: number;
  /** The same key is the same refund: a retried call never gives the money back twice. */
  idempotencyKey: string;
  /** Kept with the provider's refund: the store's refund id comes back with it (reconciliation). */
  metadata: { orderRefundId: string; orderId: string; reason: string };
}

/** A refund as the provider records it. */
export interface ProviderRefund {
  id: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  /** The store's refund this is (metadata), null for one made in the provider's own dashboard. */
  orderRefundId: string | null;
  /** The provider's own reason code, if any (Stripe: requested_by_customer, duplicate, fraudulent). */
  reason: string | null;
  createdAt: Date;
}

/** A SetupIntent: the provider takes a card to keep on file for a buyer (no charge yet). */
export interface ProviderSetup {
  id: string;
  clientSecret: string;
}

/** A SetupIntent's outcome: the saved card, once the provider confirmed it for this buyer. */
export type SavedCardLookup =
  | { status: 'saved'; buyerId: string; customerId: string | null; card: SavedCard }
  | { status: 'pending' }
  | { status: 'unknown' };

export interface SavedCard {
  paymentMethodId: string;
  /** The provider's identity of the card number: the same card under any buyer has the same one. */
  fingerprint: string;
  brand: string;
  last4: string;
}

export interface OffSessionCharge {
  customerId: string | null;
  paymentMethodId: string;
  amountCents: number;
  /** The claim id: a retried charge of the same claim is the same payment, never a second one. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  description: string;
}

export type OffSessionResult =
  | { outcome: 'succeeded'; paymentIntentId: string }
  | { outcome: 'declined'; message: string; paymentIntentId: string | null };

export interface PaymentProvider {
  readonly name: 'stripe' | 'simulated';
  /** What the browser needs to take a card with this provider (Stripe's publishable key). */
  readonly publishableKey: string | null;
  createIntent(request: CreateIntentRequest): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /** Cancels an intent that has not succeeded; false when it already succeeded (it cannot be). */
  cancelIntent(id: string): Promise<boolean>;
  /**
   * Sets what an intent the shopper has not confirmed yet charges: the delivery address set the
   * sales tax. Throws once the intent has succeeded (it can no longer change).
   */
  setAmount(id: string, amountCents: number): Promise<void>;
  /** Gives the whole payment back (a paid piece that was no longer held). Idempotent per intent. */
  refund(id: string): Promise<void>;
  /** Gives back part or all of a payment; throws RefundRefusedError when the provider refuses it. */
  refundPayment(request: RefundRequest): Promise<ProviderRefund>;
  /** Every refund of a payment, as the provider records them (refunds made in its dashboard too). */
  refundsOf(paymentIntentId: string): Promise<ProviderRefund[]>;
  /** The provider e-mails its receipt to this address. */
  setReceiptEmail(id: string, email: string): Promise<void>;
  /** Starts saving a card for a buyer (Stripe: a customer and an off-session SetupIntent). */
  createSetup(buyerId: string, customerId: string | null): Promise<ProviderSetup>;
  /** The card a SetupIntent saved, as the provider records it (never what a browser claims). */
  savedCardOf(setupIntentId: string): Promise<SavedCardLookup>;
  /** Charges a saved card with the buyer away (the claim pays, not a click). */
  chargeOffSession(charge: OffSessionCharge): Promise<OffSessionResult>;
  /** Verifies and parses a webhook delivery; throws InvalidWebhookError when the signature is bad. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class InvalidWebhookError extends Error {
  override readonly name = 'InvalidWebhookError';
}

/** The provider refused a refund for good (more than is left, a payment never charged): its words. */
export class RefundRefusedError extends Error {
  override readonly name = 'RefundRefusedError';
}
