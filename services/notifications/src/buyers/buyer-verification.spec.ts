// A one-time code texted just before a key rotation step still verifies after it: the stored HMAC
// names the key it was made with (key-ring.ts). The repositories are stand-ins that keep the one
// stored row in memory; the database's own part is tested in test/buyer-verification.int-spec.ts.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { createLogger } from '@atelier/platform';
import type { OptOutsRepository } from '../opt-outs/opt-outs.repository.js';
import type { SmsSender } from '../texts/sms-sender.js';
import { BuyerVerification } from './buyer-verification.js';
import type { BuyersRepository } from './buyers.repository.js';

const OLD = 'old-internal-auth-secret-0123456789abcdef';
const NEW = 'new-internal-auth-secret-0123456789abcdef';
const PHONE = '+14155550123';

/** The stored verification row, and BuyersRepository.check's part that calls back into the service. */
function standIns() {
  const rows = new Map<string, { codeHash: string }>();
  const buyers = {
    recentCodes: async () => ({ forNumberFromAddress: 0, fromAddress: 0 }),
    createVerification: async (row: { id: string; codeHash: string }) => void rows.set(row.id, row),
    check: async (id: string, expected: (codeHash: string) => boolean) => {
      const row = rows.get(id);
      if (!row) return { outcome: 'missing' };
      if (!expected(row.codeHash)) return { outcome: 'wrong', attemptsLeft: 4 };
      return { outcome: 'verified', buyer: { id: 'b1', phoneNumber: PHONE, verifiedAt: new Date() } };
    },
  } as unknown as BuyersRepository;
  const optOuts = { isOptedOut: async () => false } as unknown as OptOutsRepository;
  const sender = { name: 'test', send: async () => undefined } as unknown as SmsSender;
  return { rows, buyers, optOuts, sender };
}

const verificationWith = (secret: string, parts: ReturnType<typeof standIns>) =>
  new BuyerVerification(
    parts.buyers,
    parts.optOuts,
    parts.sender,
    { secret, now: () => new Date(), newCode: () => '123456' },
    createLogger('notifications', 'silent'),
  );

test('a code texted under the old key verifies once the new key is promoted; a dropped key makes it wrong, not an error', async () => {
  const parts = standIns();
  const { verificationId } = await verificationWith(`k1:${OLD}`, parts).start(PHONE, '192.0.2.1');
  assert.match(parts.rows.get(verificationId)!.codeHash, /^k1\.[A-Za-z0-9_-]{43}$/);
  const promoted = verificationWith(`k2:${NEW},k1:${OLD}`, parts);
  assert.equal((await promoted.confirm(verificationId, '123456')).buyerId, 'b1');
  await assert.rejects(promoted.confirm(verificationId, '654321'), /not the one we texted/);
  await assert.rejects(
    verificationWith(`k2:${NEW}`, parts).confirm(verificationId, '123456'),
    /not the one we texted/,
  );
});

test('a hash stored before key ids (no key id) is checked against every key of the ring', async () => {
  const parts = standIns();
  const { verificationId } = await verificationWith(OLD, parts).start(PHONE, null);
  const legacy = createHmac('sha256', OLD)
    .update(`buyer-code\n${verificationId}\n123456`)
    .digest('base64url');
  parts.rows.set(verificationId, { codeHash: legacy });
  assert.equal(
    (await verificationWith(`k2:${NEW},${OLD}`, parts).confirm(verificationId, '123456')).buyerId,
    'b1',
  );
});
