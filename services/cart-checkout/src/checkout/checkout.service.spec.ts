import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { ConflictException, HttpException, NotFoundException } from '@nestjs/common';
import type { BeginPaymentInput, CartLine, CheckoutForm, StockHoldOutcome } from '@atelier/contracts';
import type { Logger } from 'pino';
import type { CartRepository } from '../cart/cart.repository.js';
import type { StockHoldsClient } from '../catalog-client/stock-holds.client.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { DemoSalesTax } from '../tax/demo-sales-tax.js';
import type { TaxRequest } from '../tax/sales-tax.js';
import { SalesTaxCalculator, TAX_UNAVAILABLE, type TaxedTotals } from '../tax/sales-tax-calculator.js';
import { type CheckoutRules, CheckoutService } from './checkout.service.js';
import type { CheckoutRow, CheckoutsRepository } from './checkouts.repository.js';
import type { PricedLine } from './pricing.js';

const SESSION = 'session-1';
const ADDRESS = '203.0.113.9';
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/** Checkouts in memory: the queries the service counts with, and the conditional moves it asks for. */
class FakeCheckoutsRepository {
  readonly rows: CheckoutRow[] = [];

  seed(fields: Partial<Omit<CheckoutRow, 'lines'>> & { lines: PricedLine[] }) {
    const row = {
      id: randomUUID(),
      sessionId: SESSION,
      kind: 'cart',
      status: 'open',
      holdId: randomUUID(),
      paymentIntentId: null,
      clientSecret: null,
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      holdExpiresAt: minutes(5),
      clientAddress: ADDRESS,
      paymentStartedAt: null,
      deliveryDetails: null,
      confirmationToken: randomUUID(),
      createdAt: new Date(),
      ...fields,
    } as unknown as CheckoutRow;
    this.rows.push(row);
    return row;
  }

  async insert(data: { lines: PricedLine[]; totals: object } & Partial<Omit<CheckoutRow, 'lines'>>) {
    const { totals, ...fields } = data;
    return this.seed({ ...fields, ...totals });
  }

  async openFor(sessionId: string, validAfter: Date) {
    return this.rows.filter(
      (r) => r.sessionId === sessionId && r.status === 'open' && r.holdExpiresAt > validAfter,
    );
  }

  async countCreatedSince(sessionId: string, since: Date) {
    return this.rows.filter((r) => r.sessionId === sessionId && r.createdAt > since).length;
  }

  async openFromAddress(clientAddress: string, now: Date) {
    return this.rows.filter(
      (r) => r.clientAddress === clientAddress && r.status === 'open' && r.holdExpiresAt > now,
    );
  }

  async countCreatedFromAddressSince(clientAddress: string, since: Date) {
    return this.rows.filter((r) => r.clientAddress === clientAddress && r.createdAt > since).length;
  }

  async attachIntent(id: string, paymentIntentId: string, clientSecret: string) {
    return Object.assign(this.byId(id), { paymentIntentId, clientSecret });
  }

  async close(id: string, status: string) {
    const row = this.byId(id);
    if (row.status !== 'open') return false;
    row.status = status;
    return true;
  }

  async findByIntent(paymentIntentId: string) {
    return this.rows.find((r) => r.paymentIntentId === paymentIntentId) ?? null;
  }

  async beginPayment(
    id: string,
    details: { shippingAddress: object },
    holdExpiresAt: Date,
    paymentStartedAt: Date,
    taxed: TaxedTotals,
  ) {
    const row = this.byId(id);
    if (row.status !== 'open') return false;
    Object.assign(row, { deliveryDetails: details, holdExpiresAt, paymentStartedAt, ...taxed.totals });
    Object.assign(row, { taxCalculationId: taxed.calculationId, taxAddress: details.shippingAddress });
    return true;
  }

  byId(id: string) {
    return this.rows.find((r) => r.id === id)!;
  }
}

/** Catalog's stock holds: records each call; reserve and extend answer what the test sets. */
class FakeHolds {
  readonly reserved: string[] = [];
  readonly released: string[] = [];
  readonly extended: string[] = [];
  reserveAnswer: StockHoldOutcome = { outcome: 'held' } as StockHoldOutcome;
  extendAnswer: { expiresAt: string } | null = { expiresAt: minutes(30).toISOString() };

  async reserve(input: { holdId: string }) {
    this.reserved.push(input.holdId);
    return this.reserveAnswer;
  }
  async release(holdId: string) {
    this.released.push(holdId);
  }
  async extend(holdId: string) {
    this.extended.push(holdId);
    return this.extendAnswer;
  }
}

/** The payment provider: numbered intents, or a failure; cancelIntent false means it already succeeded. */
class FakeProvider {
  readonly created: string[] = [];
  readonly cancelled: string[] = [];
  failing = false;
  succeeded = new Set<string>();

  async createIntent(request: { idempotencyKey: string }) {
    if (this.failing) throw new Error('provider down');
    this.created.push(request.idempotencyKey);
    const id = `pi_${this.created.length}`;
    return { id, clientSecret: `${id}_secret` };
  }
  async cancelIntent(id: string) {
    if (this.succeeded.has(id)) return false;
    this.cancelled.push(id);
    return true;
  }
  async setReceiptEmail() {}
  readonly amounts = new Map<string, number>();
  amountFails = false;
  async setAmount(id: string, amountCents: number) {
    if (this.amountFails) throw new Error('provider down');
    this.amounts.set(id, amountCents);
  }
}

const rules: CheckoutRules = {
  holdMinutes: 30,
  holdMinutesBeforePayment: 5,
  maxHeldPieces: 3,
  intentsPerSessionPerHour: 5,
  maxHeldPiecesPerAddress: 6,
  holdsPerAddressPerHour: 10,
};

const cartLine = (productId: number, quantity: number) =>
  ({ productId, quantity, product: { name: `Piece ${productId}`, price: '100.00' } }) as CartLine;

const logger = { error: () => undefined, warn: () => undefined } as unknown as Logger;

/** The demo table, or Stripe down: every calculation fails as an outage would. */
class SwitchableSalesTax extends DemoSalesTax {
  down = false;
  calculated = 0;
  override async calculate(request: TaxRequest) {
    if (this.down) throw new Error('connect ECONNREFUSED api.stripe.com');
    this.calculated++;
    return super.calculate(request);
  }
}

const serviceWith = (cartLines: CartLine[]) => {
  const checkouts = new FakeCheckoutsRepository();
  const holds = new FakeHolds();
  const provider = new FakeProvider();
  const salesTax = new SwitchableSalesTax();
  const cart = { lines: async () => cartLines, findProduct: async () => ({ reservedUntil: null }) };
  const service = new CheckoutService(
    cart as unknown as CartRepository,
    checkouts as unknown as CheckoutsRepository,
    holds as unknown as StockHoldsClient,
    provider as unknown as PaymentProvider,
    new SalesTaxCalculator(salesTax, logger),
    rules,
    logger,
  );
  return { service, checkouts, holds, provider, cartLines, salesTax };
};

const priced = (productId: number, quantity: number): PricedLine => ({
  productId,
  name: `Piece ${productId}`,
  unitPrice: '100.00',
  quantity,
});

const tooMany = (start: string) => (error: unknown) =>
  error instanceof HttpException && error.getStatus() === 429 && error.message.startsWith(start);

test('opening checkout again for the same cart answers the open hold and intent, not a second one', async () => {
  const { service, holds, provider } = serviceWith([cartLine(1, 1), cartLine(2, 1)]);
  const first = await service.forCart(SESSION, ADDRESS);
  const again = await service.forCart(SESSION, ADDRESS);
  assert.equal(again.paymentIntentId, first.paymentIntentId);
  assert.equal(again.confirmationPath, first.confirmationPath);
  assert.equal(holds.reserved.length, 1);
  assert.equal(provider.created.length, 1);
});

test('a changed cart replaces the earlier checkout: its intent cancelled and its hold released first', async () => {
  const { service, checkouts, holds, provider, cartLines } = serviceWith([cartLine(1, 1)]);
  const first = await service.forCart(SESSION, ADDRESS);
  const earlier = (await checkouts.findByIntent(first.paymentIntentId))!;
  cartLines.push(cartLine(2, 1));
  const second = await service.forCart(SESSION, ADDRESS);
  assert.notEqual(second.paymentIntentId, first.paymentIntentId);
  assert.equal(earlier.status, 'cancelled');
  assert.deepEqual(provider.cancelled, [first.paymentIntentId]);
  assert.deepEqual(holds.released, [earlier.holdId]);
  assert.equal(second.total, '600.00');
});

test('a checkout whose payment already succeeded is not abandoned: its pieces stay held', async () => {
  const { service, checkouts, holds, provider } = serviceWith([]);
  const paid = checkouts.seed({ lines: [priced(1, 1)], paymentIntentId: 'pi_paid' });
  provider.succeeded.add('pi_paid');
  assert.equal(await service.abandon(paid), false);
  assert.equal(paid.status, 'open');
  assert.deepEqual(holds.released, []);
});

test('a session holds at most the set number of pieces across its checkouts; nothing is held past it', async () => {
  const atCap = serviceWith([cartLine(1, 2)]);
  atCap.checkouts.seed({ kind: 'single', lines: [priced(9, 1)] });
  assert.equal((await atCap.service.forCart(SESSION, ADDRESS)).total, '600.00');

  const over = serviceWith([cartLine(1, 2)]);
  over.checkouts.seed({ kind: 'single', lines: [priced(9, 2)] });
  await assert.rejects(
    over.service.forCart(SESSION, ADDRESS),
    (error: unknown) =>
      error instanceof ConflictException && error.message === 'A session can hold at most 3 pieces at once',
  );
  assert.equal(over.checkouts.rows.length, 1);
  assert.equal(over.holds.reserved.length, 0);
});

test('too many checkouts from one session, or pieces held from one address by any sessions, are a 429', async () => {
  const bySession = serviceWith([cartLine(1, 1)]);
  for (let i = 0; i < rules.intentsPerSessionPerHour; i++)
    bySession.checkouts.seed({ lines: [priced(1, 1)], status: 'cancelled' });
  await assert.rejects(bySession.service.forCart(SESSION, ADDRESS), tooMany('Too many checkout attempts'));

  const byAddress = serviceWith([cartLine(1, 1)]);
  byAddress.checkouts.seed({ sessionId: 'other-a', lines: [priced(5, 3)] });
  byAddress.checkouts.seed({ sessionId: 'other-b', lines: [priced(6, 3)] });
  await assert.rejects(
    byAddress.service.forCart(SESSION, ADDRESS),
    tooMany('Too many pieces are already reserved from your network'),
  );
  // Another address is not affected.
  assert.equal((await byAddress.service.forCart(SESSION, '198.51.100.1')).total, '300.00');
  assert.equal(bySession.holds.reserved.length + byAddress.holds.reserved.length, 1);
});

test('a piece catalog cannot hold, or a provider failing, fails the checkout and leaves nothing held', async () => {
  const short = serviceWith([cartLine(1, 1)]);
  short.holds.reserveAnswer = { outcome: 'short', productId: 1, available: 0 };
  await assert.rejects(
    short.service.forCart(SESSION, ADDRESS),
    (error: unknown) => error instanceof ConflictException && error.message === 'Out of Stock',
  );
  assert.equal(short.checkouts.rows[0]!.status, 'failed');
  assert.equal(short.provider.created.length, 0);

  const down = serviceWith([cartLine(1, 1)]);
  down.provider.failing = true;
  await assert.rejects(
    down.service.forCart(SESSION, ADDRESS),
    (error: unknown) => error instanceof HttpException && error.getStatus() === 503,
  );
  assert.equal(down.checkouts.rows[0]!.status, 'failed');
  assert.deepEqual(down.holds.released, [down.checkouts.rows[0]!.holdId]);
});

const NY = { street: '1 Main St', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' as const };

const beginInput = (paymentIntentId: string, sessionId = SESSION, billingAddress = NY) =>
  ({
    sessionId,
    paymentIntentId,
    paymentData: {
      recipientName: 'Ada',
      recipientEmail: '',
      billingAddress,
      sameAsbilling: true,
    } as CheckoutForm,
  }) as BeginPaymentInput;

test('pressing Pay extends the short hold once; pressing again (a declined card) keeps its end', async () => {
  const { service, checkouts, holds } = serviceWith([]);
  const row = checkouts.seed({ lines: [priced(1, 1)], paymentIntentId: 'pi_1' });
  const first = await service.beginPayment(beginInput('pi_1'));
  assert.equal(first.holdExpiresAt, holds.extendAnswer!.expiresAt);
  assert.ok(row.paymentStartedAt);
  assert.equal((row.deliveryDetails as { recipientName: string }).recipientName, 'Ada');
  holds.extendAnswer = { expiresAt: minutes(60).toISOString() };
  const again = await service.beginPayment(beginInput('pi_1'));
  assert.equal(again.holdExpiresAt, first.holdExpiresAt);
  assert.equal(holds.extended.length, 1);
});

test("Pay on another session's intent is a 404; on an ended or lost hold a 409, and nothing is taken back", async () => {
  const { service, checkouts, holds } = serviceWith([]);
  checkouts.seed({ lines: [priced(1, 1)], paymentIntentId: 'pi_1' });
  checkouts.seed({ lines: [priced(2, 1)], paymentIntentId: 'pi_ran_out', holdExpiresAt: minutes(-1) });
  checkouts.seed({ lines: [priced(3, 1)], paymentIntentId: 'pi_paid', status: 'paid' });
  const lost = checkouts.seed({ lines: [priced(4, 1)], paymentIntentId: 'pi_lost' });
  await assert.rejects(service.beginPayment(beginInput('pi_1', 'session-2')), NotFoundException);
  const ended = (error: unknown) =>
    error instanceof ConflictException && error.message.startsWith('Your reservation has ended');
  await assert.rejects(service.beginPayment(beginInput('pi_ran_out')), ended);
  await assert.rejects(service.beginPayment(beginInput('pi_paid')), ended);
  assert.equal(holds.extended.length, 0);
  holds.extendAnswer = null;
  await assert.rejects(service.beginPayment(beginInput('pi_lost')), ended);
  assert.equal(lost.paymentStartedAt, null);
});

/** An open checkout of `quantity` $100 pieces (and $200 shipping each) on intent pi_1, not yet taxed. */
const openCheckoutOf = (checkouts: FakeCheckoutsRepository, quantity: number) =>
  checkouts.seed({
    lines: [priced(1, quantity)],
    paymentIntentId: 'pi_1',
    subtotalCents: quantity * 10_000,
    shippingCents: quantity * 20_000,
    totalCents: quantity * 30_000,
  });

test('Pay prices the delivery with its sales tax and sets the intent to charge exactly that total', async () => {
  const { service, checkouts, provider, salesTax } = serviceWith([]);
  const row = openCheckoutOf(checkouts, 2);
  // NY 4 % (demo table) of $200 and $400 shipping: $24.00.
  const answer = await service.beginPayment(beginInput('pi_1'));
  assert.deepEqual(
    { subtotal: answer.subtotal, shipping: answer.shipping, tax: answer.tax, total: answer.total },
    { subtotal: '200.00', shipping: '400.00', tax: '24.00', total: '624.00' },
  );
  assert.deepEqual([row.taxCents, row.totalCents], [2_400, 62_400]);
  assert.equal(provider.amounts.get('pi_1'), 62_400);
  // Pay again (a declined card), same address: the tax stands, not calculated again.
  await service.beginPayment(beginInput('pi_1'));
  assert.equal(salesTax.calculated, 1);
  // Another address: taxed again, and the intent follows (CA 7.25 % = $43.50).
  const ca = await service.beginPayment(
    beginInput('pi_1', SESSION, { ...NY, state: 'CA', zipCode: '94110' }),
  );
  assert.deepEqual([ca.tax, ca.total, provider.amounts.get('pi_1')], ['43.50', '643.50', 64_350]);
});

test('a tax outage or an untaxable address stops Pay before anything is charged or held longer', async () => {
  const { service, checkouts, holds, provider, salesTax } = serviceWith([]);
  const row = checkouts.seed({ lines: [priced(1, 1)], paymentIntentId: 'pi_1' });
  salesTax.down = true;
  await assert.rejects(
    service.beginPayment(beginInput('pi_1')),
    (error: unknown) =>
      error instanceof HttpException && error.getStatus() === 503 && error.message === TAX_UNAVAILABLE,
  );
  salesTax.down = false;
  await assert.rejects(
    service.beginPayment(beginInput('pi_1', SESSION, { ...NY, state: 'ZZ' })),
    (error: unknown) =>
      error instanceof HttpException &&
      error.getStatus() === 422 &&
      /ZZ is not a US state/.test(error.message),
  );
  assert.deepEqual([holds.extended.length, provider.amounts.size, row.paymentStartedAt], [0, 0, null]);
});

test('the page is quoted the tax for an address without anything stored', async () => {
  const { service, checkouts } = serviceWith([]);
  const row = openCheckoutOf(checkouts, 1);
  const quote = await service.quoteTax({ sessionId: SESSION, paymentIntentId: 'pi_1', shippingAddress: NY });
  assert.deepEqual(quote, { subtotal: '100.00', shipping: '200.00', tax: '12.00', total: '312.00' });
  assert.equal(row.totalCents, 30_000);
  await assert.rejects(
    service.quoteTax({ sessionId: 'session-2', paymentIntentId: 'pi_1', shippingAddress: NY }),
    NotFoundException,
  );
});
