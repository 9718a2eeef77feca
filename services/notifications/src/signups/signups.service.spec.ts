import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { SMS_CONSENT_TEXT } from '@atelier/contracts';
import type { ComingSoonItemsRepository } from '../coming-soon-items/coming-soon-items.repository.js';
import type { PhoneConfirmationsRepository } from '../confirmations/phone-confirmations.repository.js';
import type { SignupConfirmations } from '../confirmations/signup-confirmations.js';
import type { NotificationsDatabase } from '../database/notifications-database.js';
import type { OptOutsRepository } from '../opt-outs/opt-outs.repository.js';
import type { TextMessagesRepository } from '../texts/text-messages.repository.js';
import type { NewSignup, SignupRow, SignupsRepository } from './signups.repository.js';
import { SignupsService } from './signups.service.js';

type FakeItem = {
  id: number;
  name: string;
  category: string;
  estimatedReleaseDate: Date | null;
  releasedAt: Date | null;
};

/** The transaction the fake database hands out, so the test can see who worked inside it. */
const TX = { transaction: 'signup' };

/** Signups in memory; one per number and item, as the table's unique key and ON CONFLICT DO NOTHING make it. */
class FakeSignupsRepository {
  private nextId = 1;
  readonly stored: Array<SignupRow & NewSignup & { tx: unknown }> = [];

  constructor(private readonly items: FakeItem[]) {}

  async create(tx: unknown, signup: NewSignup) {
    const taken = this.stored.some(
      (s) => s.comingSoonId === signup.comingSoonId && s.phoneNumber === signup.phoneNumber,
    );
    if (taken) return undefined;
    const row = { id: this.nextId++, createdAt: new Date('2026-05-01T12:00:00Z'), ...signup, tx };
    this.stored.push(row);
    return row;
  }

  async list(comingSoonId?: number) {
    return this.stored.filter((s) => comingSoonId === undefined || s.comingSoonId === comingSoonId);
  }

  async itemsNamed(ids: number[]) {
    return this.items.filter((item) => ids.includes(item.id));
  }
}

const item = (id: number, fields: Partial<FakeItem> = {}): FakeItem => ({
  id,
  name: `Piece ${id}`,
  category: 'seating',
  estimatedReleaseDate: null,
  releasedAt: null,
  ...fields,
});

const anonymous = { ip: null, userAgent: null, referer: null };

const serviceWith = (items: FakeItem[], numbers: { optedOut?: string[]; confirmed?: string[] } = {}) => {
  const repository = new FakeSignupsRepository(items);
  const confirmationRequests: Array<{ tx: unknown; signupId: number; itemName: string }> = [];
  const among =
    (list: string[] = []) =>
    async (asked: string[]) =>
      new Set(asked.filter((n) => list.includes(n)));
  const service = new SignupsService(
    repository as unknown as SignupsRepository,
    {
      find: async (id: number) => items.find((i) => i.id === id) ?? null,
    } as unknown as ComingSoonItemsRepository,
    { optedOutAmong: among(numbers.optedOut) } as unknown as OptOutsRepository,
    { latestBySignup: async () => new Map() } as unknown as TextMessagesRepository,
    { confirmedAmong: among(numbers.confirmed) } as unknown as PhoneConfirmationsRepository,
    {
      requestFor: async (tx: unknown, signup: { id: number }, itemName: string) => {
        confirmationRequests.push({ tx, signupId: signup.id, itemName });
        return 'send';
      },
    } as unknown as SignupConfirmations,
    { transaction: async (work: (tx: unknown) => unknown) => work(TX) } as unknown as NotificationsDatabase,
  );
  return { service, repository, confirmationRequests };
};

test('a number written any common way is stored as E.164 and asked to confirm, in one transaction', async () => {
  const { service, repository, confirmationRequests } = serviceWith([item(1, { name: 'Walnut Chair' })]);
  const signup = await service.signUp(1, { phoneNumber: ' (415) 555-0134 ' }, anonymous);
  assert.equal(signup.phoneNumber, '+14155550134');
  assert.equal(signup.comingSoonItem?.name, 'Walnut Chair');
  assert.equal(repository.stored[0].tx, TX);
  assert.deepEqual(confirmationRequests, [{ tx: TX, signupId: signup.id, itemName: 'Walnut Chair' }]);
});

test('the same number again for the same item is a 409 and asks for no second confirmation', async () => {
  const { service, repository, confirmationRequests } = serviceWith([item(1), item(2)]);
  await service.signUp(1, { phoneNumber: '415.555.0134' }, anonymous);
  await assert.rejects(
    service.signUp(1, { phoneNumber: '+1 415 555 0134' }, anonymous),
    (error: unknown) =>
      error instanceof ConflictException &&
      error.message === 'This phone number has already been registered for this item',
  );
  assert.equal(confirmationRequests.length, 1);
  // Another item is another signup.
  await service.signUp(2, { phoneNumber: '415.555.0134' }, anonymous);
  assert.deepEqual(
    repository.stored.map((s) => s.comingSoonId),
    [1, 2],
  );
});

test('a malformed number is a 400 naming the problem on phoneNumber, before the item is looked up', async () => {
  const { service, repository } = serviceWith([]);
  for (const [written, problem] of [
    ['   ', 'Please enter a phone number'],
    ['555-0134', 'A US phone number has 10 digits'],
    ['+44 20 7946 0958', 'Only US phone numbers (+1) can receive our texts'],
    ['(115) 555-0134', 'This is not a valid US phone number (check the area code)'],
  ]) {
    await assert.rejects(
      service.signUp(99, { phoneNumber: written }, anonymous),
      (error: unknown) =>
        error instanceof BadRequestException &&
        error.message === problem &&
        JSON.stringify(error.getResponse()).includes('"path":"phoneNumber"'),
      written,
    );
  }
  assert.equal(repository.stored.length, 0);
});

test('an unknown item is a 404 and a released one a 409: neither stores a signup', async () => {
  const { service, repository, confirmationRequests } = serviceWith([
    item(5, { releasedAt: new Date('2026-04-01T00:00:00Z') }),
  ]);
  await assert.rejects(service.signUp(4, { phoneNumber: '(212) 555-0100' }, anonymous), NotFoundException);
  await assert.rejects(
    service.signUp(5, { phoneNumber: '(212) 555-0100' }, anonymous),
    (error: unknown) =>
      error instanceof ConflictException &&
      error.message === 'This piece has already been released: it is in the shop now',
  );
  assert.equal(repository.stored.length, 0);
  assert.equal(confirmationRequests.length, 0);
});

test('the consent record: the shown text and page when sent, else the standard text and the referer', async () => {
  const { service, repository } = serviceWith([item(1)]);
  const context = {
    ip: '203.0.113.9',
    userAgent: 'B'.repeat(600),
    referer: 'https://atelier.test/coming-soon/1',
  };
  await service.signUp(
    1,
    { phoneNumber: '(212) 555-0101', consentText: '  Text me once.  ', sourcePage: ' /peek/1 ' },
    context,
  );
  await service.signUp(1, { phoneNumber: '(212) 555-0102', consentText: '   ', sourcePage: '' }, context);
  const [given, defaulted] = repository.stored;
  assert.equal(given.consentText, 'Text me once.');
  assert.equal(given.consentSourcePage, '/peek/1');
  assert.equal(given.consentIp, '203.0.113.9');
  assert.equal(given.consentUserAgent?.length, 500);
  assert.equal(defaulted.consentText, SMS_CONSENT_TEXT);
  assert.equal(defaulted.consentSourcePage, 'https://atelier.test/coming-soon/1');
});

test("the admin's list says per signup whether its number opted out or confirmed, and if its item is out", async () => {
  const oddlyFiled = item(1, { category: 'no-such-category' });
  const { service } = serviceWith([oddlyFiled], {
    optedOut: ['+12125550101'],
    confirmed: ['+12125550102'],
  });
  await service.signUp(1, { phoneNumber: '(212) 555-0101' }, anonymous);
  await service.signUp(1, { phoneNumber: '(212) 555-0102' }, anonymous);
  oddlyFiled.releasedAt = new Date('2026-06-01T00:00:00Z');
  const listed = await service.listForItem(1);
  assert.deepEqual(
    listed.map((s) => [s.phoneNumber, s.optedOut, s.confirmed]),
    [
      ['+12125550101', true, false],
      ['+12125550102', false, true],
    ],
  );
  // A category this build does not know reads as "other" rather than failing the whole list.
  assert.deepEqual(
    { category: listed[0].comingSoonItem?.category, released: listed[0].comingSoonItem?.released },
    { category: 'other', released: true },
  );
});
