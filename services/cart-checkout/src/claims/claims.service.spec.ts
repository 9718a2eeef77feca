import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import {
  ConflictException,
  ForbiddenException,
  GoneException,
  HttpException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { type CheckoutForm, SHIPPING_PER_ITEM_CENTS } from '@atelier/contracts';
import type { Logger } from 'pino';
import type { BuyerCardsRepository, StoredBuyerCard } from '../buyer-cards/buyer-cards.repository.js';
import type { BuyerPhonesRepository } from '../buyer-phones/buyer-phones.repository.js';
import type { CartRepository } from '../cart/cart.repository.js';
import type { CheckoutRow } from '../checkout/checkouts.repository.js';
import type { CartCheckoutTransaction } from '../database/cart-checkout-database.js';
import { DemoSalesTax } from '../tax/demo-sales-tax.js';
import type { TaxRequest } from '../tax/sales-tax.js';
import { SalesTaxCalculator, TAX_UNAVAILABLE } from '../tax/sales-tax-calculator.js';
import { signClaimToken, verifyClaimToken } from './claim-link.js';
import type { ClaimPayment, ClaimPaymentResult } from './claim-payment.js';
import type { Award, ChargedCard, ClaimCheckout, ClaimRow, ClaimsRepository } from './claims.repository.js';
import { ClaimsService } from './claims.service.js';

const secret = 'claims-service-spec-secret-0123456789';
const buyerId = randomUUID();

/** Claims in memory; startPaying is the repository's conditional offered → paying (once). */
class FakeClaimsRepository {
  readonly claims = new Map<string, ClaimRow>();
  readonly started: Array<{
    claimId: string;
    checkout: ClaimCheckout;
    sessionId: string;
    card: ChargedCard;
  }> = [];
  readonly offered: Array<{ claimId: string; expiresAt: Date; claimPath: string }> = [];
  /** Runs inside startPaying before its check: another request using the link at that moment. */
  beforeTake?: (claim: ClaimRow) => void;

  async find(id: string) {
    return this.claims.get(id) ?? null;
  }

  async offer(
    _tx: CartCheckoutTransaction,
    claimId: string,
    award: Award,
    expiresAt: Date,
    claimPath: string,
  ) {
    this.offered.push({ claimId, expiresAt, claimPath });
    return true;
  }

  async startPaying(claimId: string, checkout: ClaimCheckout, sessionId: string, card: ChargedCard) {
    const claim = this.claims.get(claimId)!;
    this.beforeTake?.(claim);
    if (claim.state !== 'offered') return null;
    claim.state = 'paying';
    this.started.push({ claimId, checkout, sessionId, card });
    return { id: checkout.id, totalCents: checkout.taxed.totals.totalCents } as CheckoutRow;
  }
}

/** The off-session payment: answers the outcome it is given; a paid one moves the claim to paid. */
class FakeClaimPayment {
  readonly settled: ClaimRow[] = [];
  constructor(
    private readonly claims: FakeClaimsRepository,
    public outcome: ClaimPaymentResult = { outcome: 'paid', orderId: 42 },
  ) {}

  async settle(claim: ClaimRow) {
    this.settled.push(claim);
    if (this.outcome.outcome === 'paid') this.claims.claims.get(claim.id)!.state = 'paid';
    return this.outcome;
  }
}

const card: StoredBuyerCard = {
  buyerId,
  provider: 'simulated',
  customerId: null,
  paymentMethodId: 'pm_1',
  cardFingerprint: 'fp_1',
  brand: 'visa',
  last4: '4242',
  updatedAt: new Date(),
};

const form = {
  recipientName: 'Ada Lovelace',
  recipientEmail: 'ada@example.com',
  recipientPhone: '555-010-0199',
  billingAddress: { street: '1 Main St', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' },
  sameAsbilling: true,
} as CheckoutForm;

const logger = { info: () => undefined, error: () => undefined } as unknown as Logger;

/** The demo table, or Stripe down: every calculation fails as an outage would. */
class SwitchableSalesTax extends DemoSalesTax {
  down = false;
  override async calculate(request: TaxRequest) {
    if (this.down) throw new Error('connect ECONNREFUSED api.stripe.com');
    return super.calculate(request);
  }
}

const serviceWith = (claimFields: Partial<ClaimRow> = {}, cards: StoredBuyerCard[] = [card]) => {
  const claims = new FakeClaimsRepository();
  const expiresAt = new Date(Date.now() + 3_600_000);
  const claim = {
    id: randomUUID(),
    buyerId,
    productId: 7,
    productName: 'Blue bowl',
    // Prisma's Decimal; the service only asks it for toFixed(2).
    price: 150 as unknown as ClaimRow['price'],
    source: 'auction',
    state: 'offered',
    lapseReason: null,
    expiresAt,
    ...claimFields,
  } as ClaimRow;
  claims.claims.set(claim.id, claim);
  const payment = new FakeClaimPayment(claims);
  const salesTax = new SwitchableSalesTax();
  const service = new ClaimsService(
    claims as unknown as ClaimsRepository,
    { find: async (id: string) => cards.find((c) => c.buyerId === id) ?? null } as BuyerCardsRepository,
    { last4Of: async () => '0199' } as unknown as BuyerPhonesRepository,
    { findProduct: async () => null } as unknown as CartRepository,
    payment as unknown as ClaimPayment,
    new SalesTaxCalculator(salesTax, logger),
    { claimHours: 24, secret },
    logger,
  );
  const token = signClaimToken(secret, claim.id, claim.expiresAt);
  return { service, claims, payment, claim, token, salesTax };
};

const refusedWith = (type: new (...args: never[]) => Error, message: string) => (error: unknown) =>
  error instanceof type && error.message === message;

const INVALID = 'This claim link is not valid: it was changed or is incomplete';

test('a link changed in any part, or naming no claim, is refused as not valid and nothing is paid', async () => {
  const { service, payment, token } = serviceWith();
  const [id, ms, mac] = token.split('.') as [string, string, string];
  const otherFirst = mac.startsWith('A') ? 'B' : 'A';
  await assert.rejects(
    service.pay(`${id}.${ms}.${otherFirst}${mac.slice(1)}`, buyerId, form),
    refusedWith(ForbiddenException, INVALID),
  );
  await assert.rejects(
    service.view(`${id}.${Number(ms) + 60_000}.${mac}`),
    refusedWith(ForbiddenException, INVALID),
  );
  const unknownClaim = signClaimToken(secret, randomUUID(), new Date(Date.now() + 60_000));
  await assert.rejects(service.pay(unknownClaim, buyerId, form), refusedWith(ForbiddenException, INVALID));
  assert.equal(payment.settled.length, 0);
});

test('a genuine link past its expiry is gone, even while the claim row still says offered', async () => {
  const { service, payment, token } = serviceWith({ expiresAt: new Date(Date.now() - 1000) });
  await assert.rejects(
    service.pay(token, buyerId, form),
    refusedWith(GoneException, 'This claim link has expired: the piece passes to the next in line'),
  );
  assert.equal(payment.settled.length, 0);
});

test('a used link says what became of the claim: paid, being paid, or lapsed after a decline', async () => {
  const paid = serviceWith({ state: 'paid' });
  await assert.rejects(
    paid.service.pay(paid.token, buyerId, form),
    refusedWith(ConflictException, 'This claim link was already used: the piece is paid for'),
  );
  const paying = serviceWith({ state: 'paying' });
  await assert.rejects(
    paying.service.view(paying.token),
    refusedWith(ConflictException, 'This claim link was already used: its payment is under way'),
  );
  const lapsed = serviceWith({ state: 'lapsed', lapseReason: 'payment_failed' });
  await assert.rejects(
    lapsed.service.pay(lapsed.token, buyerId, form),
    refusedWith(
      GoneException,
      'This claim has lapsed: the card on file was declined and the piece passed to the next in line',
    ),
  );
  assert.equal(
    paid.payment.settled.length + paying.payment.settled.length + lapsed.payment.settled.length,
    0,
  );
});

test('paying uses the link once: one checkout for price, shipping and sales tax, a second pay is refused', async () => {
  const { service, claims, payment, claim, token } = serviceWith();
  const answer = await service.pay(token, buyerId, form);
  assert.equal(answer.state, 'paid');
  assert.equal(answer.orderNumber, 'AT-000042');
  assert.match(answer.confirmationPath, /^\/orders\/[\w-]{32}$/);
  assert.equal(claims.started.length, 1);
  assert.equal(claims.started[0]!.sessionId, `claim-${claim.id}`);
  // Delivered to NY: 4 % (the demo table) of $150 and $200 shipping is $14.00.
  assert.deepEqual(claims.started[0]!.checkout.taxed.totals, {
    subtotalCents: 15_000,
    shippingCents: SHIPPING_PER_ITEM_CENTS,
    taxCents: 1_400,
    totalCents: 15_000 + SHIPPING_PER_ITEM_CENTS + 1_400,
  });
  // The card it charges is kept with the claim: a resumed payment charges that one (claim-sweeper).
  assert.equal(claims.started[0]!.card.paymentMethodId, card.paymentMethodId);

  await assert.rejects(
    service.pay(token, buyerId, form),
    refusedWith(ConflictException, 'This claim link was already used: the piece is paid for'),
  );
  assert.equal(payment.settled.length, 1);
  assert.equal(claims.started.length, 1);
});

test('a verified buyer who is not the winner is refused with the phone that must verify, and nothing is charged or stored', async () => {
  const { service, claims, payment, token } = serviceWith();
  await assert.rejects(
    service.pay(token, randomUUID(), form),
    refusedWith(
      ForbiddenException,
      'This claim belongs to another buyer: you are verified with a different phone. Verify the phone ending 0199 on this device to pay; nothing was charged',
    ),
  );
  assert.equal(claims.started.length, 0, 'no checkout, no delivery address stored');
  assert.equal(payment.settled.length, 0);
  assert.equal((await service.pay(token, buyerId, form)).state, 'paid', 'the winner still can');
});

test('a link used by someone else between the check and the take is refused, and nothing is charged', async () => {
  const { service, claims, payment, token } = serviceWith();
  claims.beforeTake = (claim) => (claim.state = 'paying');
  await assert.rejects(
    service.pay(token, buyerId, form),
    refusedWith(ConflictException, 'This claim link was already used: its payment is under way'),
  );
  assert.equal(payment.settled.length, 0);
});

test('with no card on file the link is refused before it is used', async () => {
  const { service, claims, claim, token } = serviceWith({}, []);
  await assert.rejects(
    service.pay(token, buyerId, form),
    refusedWith(ConflictException, 'There is no card on file to charge: put a card on file first'),
  );
  assert.equal(claims.claims.get(claim.id)!.state, 'offered');
  assert.equal(claims.started.length, 0);
});

test('a declined card is a 402, a piece not held a 409, a payment still finishing a 503 not to repeat', async () => {
  const declined = serviceWith();
  declined.payment.outcome = { outcome: 'declined', message: 'insufficient funds' };
  await assert.rejects(
    declined.service.pay(declined.token, buyerId, form),
    (error: unknown) =>
      error instanceof HttpException &&
      error.getStatus() === 402 &&
      error.message ===
        'Your card on file was declined (insufficient funds): the piece passes to the next in line',
  );
  const unavailable = serviceWith();
  unavailable.payment.outcome = { outcome: 'unavailable' };
  await assert.rejects(unavailable.service.pay(unavailable.token, buyerId, form), ConflictException);
  const pending = serviceWith();
  pending.payment.outcome = { outcome: 'pending' };
  await assert.rejects(
    pending.service.pay(pending.token, buyerId, form),
    (error: unknown) =>
      error instanceof HttpException &&
      error.getStatus() === 503 &&
      error.message.includes('do not pay again'),
  );
});

test("an award becomes a claim whose link is signed with the claim's own expiry", async () => {
  const { service, claims } = serviceWith();
  const before = Date.now();
  await service.offer({} as CartCheckoutTransaction, { awardId: randomUUID() } as Award);
  const [offered] = claims.offered;
  const hours24 = 24 * 3_600_000;
  assert.ok(
    offered!.expiresAt.getTime() >= before + hours24 && offered!.expiresAt.getTime() <= Date.now() + hours24,
  );
  const token = offered!.claimPath.replace(/^\/claim\//, '');
  assert.deepEqual(verifyClaimToken(secret, token), {
    ok: true,
    claimId: offered!.claimId,
    expiresAt: offered!.expiresAt,
  });
});

test('the claim page is quoted the tax for the address; a tax outage is a 503 that charges and spends nothing', async () => {
  const { service, claims, payment, token, salesTax } = serviceWith();
  assert.deepEqual(await service.quoteTax(token, buyerId, form.billingAddress), {
    subtotal: '150.00',
    shipping: '200.00',
    tax: '14.00',
    total: '364.00',
  });
  salesTax.down = true;
  await assert.rejects(
    service.pay(token, buyerId, form),
    refusedWith(ServiceUnavailableException, TAX_UNAVAILABLE),
  );
  assert.deepEqual([claims.started.length, payment.settled.length], [0, 0]);
  salesTax.down = false;
  assert.equal((await service.pay(token, buyerId, form)).state, 'paid', 'the link still works');
});
