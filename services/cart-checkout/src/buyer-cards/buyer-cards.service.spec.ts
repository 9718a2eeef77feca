import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ConflictException,
  HttpException,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { PaymentProvider, SavedCard, SavedCardLookup } from '../payments/payment-provider.js';
import { SimulatedPaymentProvider } from '../payments/simulated-payment-provider.js';
import type { BuyerCardsRepository, SaveCardResult, StoredBuyerCard } from './buyer-cards.repository.js';
import { BuyerCardsService } from './buyer-cards.service.js';

const ADA = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

/** Cards on file by buyer; save refuses a fingerprint another buyer holds, as the repository does. */
class FakeBuyerCardsRepository {
  readonly cards = new Map<string, StoredBuyerCard>();

  async find(buyerId: string) {
    return this.cards.get(buyerId) ?? null;
  }

  async save(
    buyerId: string,
    provider: string,
    customerId: string | null,
    card: SavedCard,
  ): Promise<SaveCardResult> {
    const holder = [...this.cards.values()].find((c) => c.cardFingerprint === card.fingerprint);
    if (holder && holder.buyerId !== buyerId) return { outcome: 'taken' };
    const row = {
      buyerId,
      provider,
      customerId,
      ...card,
      cardFingerprint: card.fingerprint,
      updatedAt: new Date(),
    };
    this.cards.set(buyerId, row);
    return {
      outcome: 'saved',
      card: { brand: card.brand, last4: card.last4, savedAt: row.updatedAt.toISOString() },
    };
  }
}

const visa = (fingerprint: string): SavedCard => ({
  paymentMethodId: `pm_${fingerprint}`,
  fingerprint,
  brand: 'visa',
  last4: '4242',
});

/** A Stripe-like provider: its record of each setup is what the test puts in `setups`. */
const stripeLike = (setups: Record<string, SavedCardLookup>) => ({
  name: 'stripe' as const,
  publishableKey: 'pk_test',
  setupsFor: [] as Array<[string, string | null]>,
  async createSetup(buyerId: string, customerId: string | null) {
    this.setupsFor.push([buyerId, customerId]);
    return { id: 'seti_new', clientSecret: 'seti_new_secret' };
  },
  async savedCardOf(id: string) {
    return setups[id] ?? { status: 'unknown' as const };
  },
});

const serviceWith = (provider: object) => {
  const cards = new FakeBuyerCardsRepository();
  const service = new BuyerCardsService(
    cards as unknown as BuyerCardsRepository,
    provider as PaymentProvider,
  );
  return { service, cards };
};

const saved = (buyerId: string, fingerprint: string): SavedCardLookup => ({
  status: 'saved',
  buyerId,
  customerId: `cus_${buyerId.slice(0, 4)}`,
  card: visa(fingerprint),
});

test('a card already on file for another buyer is refused, and the first buyer keeps it', async () => {
  const { service, cards } = serviceWith(
    stripeLike({ seti_ada: saved(ADA, 'fp_1'), seti_bob: saved(BOB, 'fp_1') }),
  );
  assert.equal((await service.confirm(ADA, { setupIntentId: 'seti_ada' })).last4, '4242');
  await assert.rejects(
    service.confirm(BOB, { setupIntentId: 'seti_bob' }),
    (error: unknown) =>
      error instanceof ConflictException &&
      error.message ===
        'This card is already on file for another buyer: one phone and one card make one buyer',
  );
  assert.equal(cards.cards.get(ADA)?.cardFingerprint, 'fp_1');
  assert.equal(cards.cards.has(BOB), false);
});

test("another buyer's setup answers like an unknown one; an unfinished one is a 409; nothing is saved", async () => {
  const { service, cards } = serviceWith(
    stripeLike({ seti_bob: saved(BOB, 'fp_2'), seti_pending: { status: 'pending' } }),
  );
  const noSuchSetup = (error: unknown) =>
    error instanceof NotFoundException && error.message === 'No such card setup';
  await assert.rejects(service.confirm(ADA, { setupIntentId: 'seti_bob' }), noSuchSetup);
  await assert.rejects(service.confirm(ADA, { setupIntentId: 'seti_nothing' }), noSuchSetup);
  await assert.rejects(service.confirm(ADA, { setupIntentId: 'seti_pending' }), ConflictException);
  assert.equal(cards.cards.size, 0);
});

test('with Stripe a card number is never accepted: Stripe takes the card in its own form', async () => {
  const { service, cards } = serviceWith(stripeLike({ seti_ada: saved(ADA, 'fp_1') }));
  await assert.rejects(
    service.confirm(ADA, { setupIntentId: 'seti_ada', cardNumber: '4242424242424242' }),
    UnprocessableEntityException,
  );
  assert.equal(cards.cards.size, 0);
});

test('with the simulated provider a test card number is required, and a declined one is a 402', async () => {
  const confirmSetup = async (_id: string, _buyer: string, cardNumber: string) =>
    cardNumber === '4000000000000002'
      ? { outcome: 'declined' as const, message: 'Your card was declined' }
      : { outcome: 'unknown' as const };
  // The real class (the service branches on it), without its database.
  const simulated = Object.assign(Object.create(SimulatedPaymentProvider.prototype), {
    name: 'simulated',
    vault: { confirmSetup },
  });
  const { service, cards } = serviceWith(simulated);
  await assert.rejects(service.confirm(ADA, { setupIntentId: 'seti_1' }), UnprocessableEntityException);
  await assert.rejects(
    service.confirm(ADA, { setupIntentId: 'seti_1', cardNumber: '4000000000000002' }),
    (error: unknown) =>
      error instanceof HttpException &&
      error.getStatus() === 402 &&
      error.message === 'Your card was declined',
  );
  await assert.rejects(
    service.confirm(ADA, { setupIntentId: 'seti_x', cardNumber: '4242' }),
    NotFoundException,
  );
  assert.equal(cards.cards.size, 0);
});

test("a new setup reuses the provider customer of the buyer's card on file; no card on file is a 404", async () => {
  const provider = stripeLike({ seti_ada: saved(ADA, 'fp_1') });
  const { service } = serviceWith(provider);
  await assert.rejects(service.mine(ADA), NotFoundException);
  await service.startSetup(ADA);
  await service.confirm(ADA, { setupIntentId: 'seti_ada' });
  await service.startSetup(ADA);
  assert.deepEqual(provider.setupsFor, [
    [ADA, null],
    [ADA, 'cus_1111'],
  ]);
  assert.equal((await service.mine(ADA)).brand, 'visa');
});
