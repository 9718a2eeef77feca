import { randomBytes, randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  type Address,
  availabilityMessage,
  type BeginPaymentAnswer,
  billingAddressSchema,
  type BeginPaymentInput,
  type ChargeTotals,
  type CheckoutTaxInput,
  type PaymentIntentAnswer,
} from '@atelier/contracts';
import type { Logger } from 'pino';
import { CartRepository } from '../cart/cart.repository.js';
import { CatalogUnavailableError, StockHoldsClient } from '../catalog-client/stock-holds.client.js';
import { recipientDetailsOf } from '../orders/recipient-details.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { SalesTaxCalculator, type TaxedTotals } from '../tax/sales-tax-calculator.js';
import { CHECKOUT_SETTINGS, PAYMENT_PROVIDER, SERVICE_LOGGER } from '../tokens.js';
import { type CheckoutKind, type CheckoutRow, CheckoutsRepository, linesOf } from './checkouts.repository.js';
import { formatTotals, type PricedLine, totalsOf } from './pricing.js';

export interface CheckoutRules {
  /** The hold once the shopper presses Pay (begin-payment). */
  holdMinutes: number;
  /** The hold from opening checkout until then: short, since opening costs a script nothing. */
  holdMinutesBeforePayment: number;
  /** The store's public address, for the confirmation link on the provider's receipt. */
  publicOrigin?: string;
  maxHeldPieces: number;
  intentsPerSessionPerHour: number;
  /** Pieces all sessions from one client address may hold at once. */
  maxHeldPiecesPerAddress: number;
  /** Holds one client address may take per hour, whatever its sessions. */
  holdsPerAddressPerHour: number;
}

// A hold with less than this left is not handed out again: the shopper could not finish in time.
const REUSE_MARGIN_MS = 60_000;

/**
 * Opens checkouts: prices the lines from the read model, holds them in catalog, then creates the
 * provider's intent (idempotency key: the checkout's id). A session opening checkout again for the
 * same lines gets its open hold and intent back instead of a second one.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly cart: CartRepository,
    private readonly checkouts: CheckoutsRepository,
    private readonly holds: StockHoldsClient,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly salesTax: SalesTaxCalculator,
    @Inject(CHECKOUT_SETTINGS) private readonly rules: CheckoutRules,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async forCart(sessionId: string, clientAddress: string): Promise<PaymentIntentAnswer> {
    const lines = await this.cart.lines(sessionId);
    if (lines.length === 0) throw new BadRequestException('Your cart is empty');
    // No stock check here: the read model's stock already excludes this session's own hold (a
    // reopened checkout must find it), and catalog's conditional update is the check that counts.
    const priced = lines.map((line) => ({
      productId: line.productId,
      name: line.product.name,
      unitPrice: line.product.price,
      quantity: line.quantity,
    }));
    return this.open(sessionId, clientAddress, 'cart', priced);
  }

  async forProduct(
    sessionId: string,
    clientAddress: string,
    productId: number,
  ): Promise<PaymentIntentAnswer> {
    const product = await this.cart.findProduct(productId);
    if (!product) throw new NotFoundException(`Product ${productId} not found`);
    return this.open(sessionId, clientAddress, 'single', [
      { productId, name: product.name, unitPrice: product.price.toFixed(2), quantity: 1 },
    ]);
  }

  private async open(
    sessionId: string,
    clientAddress: string,
    kind: CheckoutKind,
    lines: PricedLine[],
  ): Promise<PaymentIntentAnswer> {
    const open = await this.checkouts.openFor(sessionId, new Date(Date.now() + REUSE_MARGIN_MS));
    const same = open.find((c) => c.kind === kind && c.clientSecret && sameLines(linesOf(c), lines));
    if (same) return answerFor(same);
    // A changed cart (or another single piece) replaces the session's earlier checkout of that kind.
    for (const stale of open.filter((c) => c.kind === kind)) await this.catalog(() => this.abandon(stale));

    const stillHeld = open.filter((c) => c.kind !== kind).reduce((n, c) => n + pieces(linesOf(c)), 0);
    if (stillHeld + pieces(lines) > this.rules.maxHeldPieces)
      throw new ConflictException(`A session can hold at most ${this.rules.maxHeldPieces} pieces at once`);
    const hourAgo = new Date(Date.now() - 3_600_000);
    if ((await this.checkouts.countCreatedSince(sessionId, hourAgo)) >= this.rules.intentsPerSessionPerHour)
      throw new HttpException(
        'Too many checkout attempts; please try again later',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    await this.checkAddressLimits(clientAddress, pieces(lines), hourAgo);

    const totals = totalsOf(lines);
    const holdId = randomUUID();
    const confirmationToken = randomBytes(24).toString('base64url');
    const checkout = await this.checkouts.insert({
      id: randomUUID(),
      sessionId,
      kind,
      holdId,
      lines,
      totals,
      holdExpiresAt: new Date(Date.now() + this.rules.holdMinutesBeforePayment * 60_000),
      clientAddress,
      confirmationToken,
    });
    const outcome = await this.catalog(() =>
      this.holds.reserve({
        holdId,
        lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
        ttlSeconds: this.rules.holdMinutesBeforePayment * 60,
      }),
    );
    if (outcome.outcome === 'short') {
      await this.checkouts.close(checkout.id, 'failed');
      const product = await this.cart.findProduct(outcome.productId);
      throw new ConflictException(availabilityMessage(outcome.available, product?.reservedUntil ?? null));
    }
    try {
      const intent = await this.provider.createIntent({
        amountCents: totals.totalCents,
        idempotencyKey: `checkout-${checkout.id}`,
        metadata: { checkoutId: checkout.id, holdId, kind },
        description: `Atelier order. Your confirmation: ${this.rules.publicOrigin ?? ''}${confirmationPathOf(confirmationToken)}`,
      });
      return answerFor(await this.checkouts.attachIntent(checkout.id, intent.id, intent.clientSecret));
    } catch (error) {
      this.logger.error({ err: error, checkoutId: checkout.id }, 'creating the payment intent failed');
      await this.holds.release(holdId).catch(() => undefined);
      await this.checkouts.close(checkout.id, 'failed');
      throw new ServiceUnavailableException('The payment provider is unavailable; please try again');
    }
  }

  /**
   * Session ids are made by the client and cost nothing, so the per-session limits alone let one
   * script hold every piece in stock with a new id per request. An address costs something: all
   * sessions from one address share a cap on pieces held at once and on holds taken per hour. (An
   * office or carrier NAT shares an address too; the caps leave room for a few honest shoppers.)
   * A checkout the session is replacing was already closed by open(), so it no longer counts.
   */
  private async checkAddressLimits(clientAddress: string, wanted: number, hourAgo: Date) {
    const open = await this.checkouts.openFromAddress(clientAddress, new Date());
    const held = open.reduce((n, c) => n + pieces(linesOf(c)), 0);
    if (held + wanted > this.rules.maxHeldPiecesPerAddress)
      throw new HttpException(
        'Too many pieces are already reserved from your network; finish or leave an open checkout and try again in a few minutes',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    if (
      (await this.checkouts.countCreatedFromAddressSince(clientAddress, hourAgo)) >=
      this.rules.holdsPerAddressPerHour
    )
      throw new HttpException(
        'Too many checkouts were opened from your network; please try again later',
        HttpStatus.TOO_MANY_REQUESTS,
      );
  }

  /**
   * POST /api/checkout/tax: what the checkout charges delivered to this address, sales tax included,
   * for the page to show before Pay. Nothing is stored: begin-payment prices it again when Pay is
   * pressed and is the one writer of what the card is charged.
   */
  async quoteTax(input: CheckoutTaxInput): Promise<ChargeTotals> {
    const checkout = await this.openCheckout(input.paymentIntentId, input.sessionId);
    return formatTotals((await this.salesTax.price(linesOf(checkout), input.shippingAddress)).totals);
  }

  /**
   * POST /api/checkout/begin-payment: the shopper pressed Pay with the delivery form filled in. The
   * sales tax for the delivery address is computed (an outage is a 503 and nothing is charged), the
   * details are kept on the checkout (the order takes them when it is made, even if the browser never
   * reports back), the provider's intent is set to charge the taxed total, and the short opening hold
   * becomes the full one, once per checkout: pressing Pay again after a declined card keeps the end
   * it already has. A hold that already ran out is not taken back (its piece may be someone else's
   * now): the shopper is told to open checkout again.
   */
  async beginPayment(input: BeginPaymentInput, buyerId: string | null = null): Promise<BeginPaymentAnswer> {
    const checkout = await this.openCheckout(input.paymentIntentId, input.sessionId);
    const details = recipientDetailsOf(input.paymentData);
    const taxed = await this.taxFor(checkout, details.shippingAddress);
    let holdExpiresAt = checkout.holdExpiresAt;
    if (!checkout.paymentStartedAt) {
      const hold = await this.catalog(() => this.holds.extend(checkout.holdId, this.rules.holdMinutes * 60));
      if (!hold) throw new ConflictException(RESERVATION_ENDED);
      holdExpiresAt = new Date(hold.expiresAt);
    }
    const started = await this.checkouts.beginPayment(
      checkout.id,
      details,
      holdExpiresAt,
      checkout.paymentStartedAt ?? new Date(),
      taxed,
      buyerId,
    );
    if (!started) throw new ConflictException(RESERVATION_ENDED);
    try {
      await this.provider.setAmount(input.paymentIntentId, taxed.totals.totalCents);
    } catch (error) {
      this.logger.error({ err: error, checkoutId: checkout.id }, 'setting the taxed amount failed');
      throw new ServiceUnavailableException(
        'Payment could not start, so nothing was charged. Please try again.',
      );
    }
    if (input.paymentData.recipientEmail)
      await this.provider
        .setReceiptEmail(input.paymentIntentId, input.paymentData.recipientEmail)
        .catch((err) =>
          this.logger.warn({ err, checkoutId: checkout.id }, 'could not set the receipt e-mail'),
        );
    return { holdExpiresAt: holdExpiresAt.toISOString(), ...formatTotals(taxed.totals) };
  }

  /** The session's own checkout, still open with its hold running; 404 or 409 otherwise. */
  private async openCheckout(paymentIntentId: string, sessionId: string): Promise<CheckoutRow> {
    const checkout = await this.checkouts.findByIntent(paymentIntentId);
    if (!checkout || checkout.sessionId !== sessionId)
      throw new NotFoundException('No checkout found for this session');
    if (checkout.status !== 'open' || checkout.holdExpiresAt.getTime() <= Date.now())
      throw new ConflictException(RESERVATION_ENDED);
    return checkout;
  }

  /** The tax already computed for this very address (Pay pressed again), or a new calculation. */
  private async taxFor(checkout: CheckoutRow, address: Address): Promise<TaxedTotals> {
    if (sameAddress(checkout.taxAddress, address))
      return {
        totals: totalsOf(linesOf(checkout), checkout.taxCents),
        calculationId: checkout.taxCalculationId,
      };
    return this.salesTax.price(linesOf(checkout), address);
  }

  /** Gives up an open checkout: no payment may succeed on it any more, and its pieces go back. */
  async abandon(checkout: CheckoutRow): Promise<boolean> {
    if (checkout.paymentIntentId && !(await this.provider.cancelIntent(checkout.paymentIntentId)))
      return false;
    await this.holds.release(checkout.holdId);
    return this.checkouts.close(checkout.id, 'cancelled');
  }

  private async catalog<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CatalogUnavailableError) {
        this.logger.error({ err: error }, 'catalog unavailable for a stock hold');
        throw new ServiceUnavailableException('Checkout is briefly unavailable; please try again');
      }
      throw error;
    }
  }
}

const RESERVATION_ENDED =
  'Your reservation has ended. Open checkout again to see whether the piece is still available.';

/** The order confirmation's address: the token is the only key, so only its holder can read it. */
export const confirmationPathOf = (token: string) => `/orders/${token}`;

const pieces = (lines: PricedLine[]) => lines.reduce((n, line) => n + line.quantity, 0);

const key = (lines: PricedLine[]) =>
  JSON.stringify(
    [...lines].sort((a, b) => a.productId - b.productId).map((l) => [l.productId, l.quantity, l.unitPrice]),
  );
const sameLines = (a: PricedLine[], b: PricedLine[]) => key(a) === key(b);

// Field by field: jsonb keeps its own key order.
const sameAddress = (stored: unknown, address: Address) => {
  const parsed = billingAddressSchema.safeParse(stored);
  return (
    parsed.success &&
    (['street', 'city', 'state', 'zipCode'] as const).every((k) => parsed.data[k] === address[k])
  );
};

const answerFor = (checkout: CheckoutRow): PaymentIntentAnswer => ({
  clientSecret: checkout.clientSecret!,
  paymentIntentId: checkout.paymentIntentId!,
  ...formatTotals(checkout),
  holdExpiresAt: checkout.holdExpiresAt.toISOString(),
  confirmationPath: confirmationPathOf(checkout.confirmationToken!),
});
