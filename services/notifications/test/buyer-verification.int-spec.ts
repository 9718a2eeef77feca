// Buyer verification: a texted one-time code proves a US mobile number and sets the signed, httpOnly
// buyer cookie. Codes are stored hashed, expire after 10 minutes, die after 5 wrong tries and are
// used once; codes per number and per address are limited; one buyer per phone.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auctionOutbidEvent, claimOfferedEvent } from '@atelier/contracts';
import { newEvent, readBuyerCookie } from '@atelier/platform';
import { buyerSessionHeaders } from './support/buyer-session-headers.js';
import { eventually } from './support/catalog-events.js';
import {
  internalAuthSecret,
  startTestNotifications,
  type TestNotifications,
} from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

let rig: TextingRig;
let t: TestNotifications;
let clock = new Date('2026-06-15T18:00:00Z');

before(async () => {
  rig = await startTextingRig('buyer-verification');
  // No SMS sender given: the logging sender keeps each text in logged_texts, where the test reads it.
  t = await startTestNotifications(
    'buyer_verification',
    { bus: rig.bus, textQueue: rig.newQueue() },
    () => clock,
  );
});
after(async () => {
  await t?.close();
  await rig?.close();
});

let lastOctet = 1;
const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.113.${lastOctet++}` });
const start = (phoneNumber: string, headers: Record<string, string> = fromNewAddress()) =>
  t.anyone('POST', '/api/buyers/verification', { phoneNumber, consent: true }, headers);
const confirm = (verificationId: string, code: string) =>
  t.anyone('POST', '/api/buyers/verification/confirm', { verificationId, code });

async function textedCode(e164: string): Promise<string> {
  const text = await t.service.db.prisma.loggedText.findFirst({
    where: { to: e164 },
    orderBy: { createdAt: 'desc' },
  });
  const code = /code is (\d{6})/.exec(text?.body ?? '')?.[1];
  assert.ok(code, `a code was texted to ${e164}`);
  return code;
}

test('a texted code verifies the phone once and sets the buyer cookie; the same phone is the same buyer', async () => {
  const started = await start('(212) 555-0101');
  assert.equal(started.status, 201, started.text);
  assert.equal(started.body.sentTo, '•••• 0101');
  const code = await textedCode('+12125550101');
  const stored = await t.service.db.prisma.buyerVerification.findUniqueOrThrow({
    where: { id: started.body.verificationId },
  });
  assert.notEqual(stored.codeHash, code, 'only a hash of the code is kept');
  assert.equal(stored.codeHash.includes(code), false);

  const response = await fetch(`${t.service.url}/api/buyers/verification/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ verificationId: started.body.verificationId, code }),
  });
  assert.equal(response.status, 200);
  const buyer = (await response.json()) as { buyerId: string; phoneLast4: string };
  assert.equal(buyer.phoneLast4, '0101');
  const [cookie = '', hint = ''] = response.headers.getSetCookie();
  // v3.<key id>.<buyer>.<session>.<issued at>.<mac>: signed with the current key of INTERNAL_AUTH_SECRET's ring.
  assert.match(cookie, /^atelier_buyer=v3\.k[A-Za-z0-9_-]{10}\./);
  assert.match(cookie, /HttpOnly/);
  assert.match(cookie, /SameSite=Lax/);
  assert.match(cookie, /Secure/);
  // Beside it, what the page's scripts may read: only that this browser verified a phone.
  assert.match(hint, /^atelier_buyer_hint=1; /);
  assert.doesNotMatch(hint, /HttpOnly/);
  const value = /^atelier_buyer=([^;]+)/.exec(cookie)![1];
  const claims = readBuyerCookie(internalAuthSecret, value)!;
  assert.equal(claims.buyerId, buyer.buyerId);
  assert.ok(claims.sessionId, 'the cookie names the session the code opened');
  const row = await t.service.db.prisma.buyer.findUniqueOrThrow({ where: { id: buyer.buyerId } });
  assert.match(row.consentText, /texts from Atelier/);

  assert.equal((await confirm(started.body.verificationId, code)).status, 410, 'a code is used once');
  const again = await start('212-555-0101');
  const second = await confirm(again.body.verificationId, await textedCode('+12125550101'));
  assert.equal(second.body.buyerId, buyer.buyerId, 'one buyer per phone');

  const me = await t.anyone(
    'GET',
    '/api/buyers/me',
    undefined,
    buyerSessionHeaders(internalAuthSecret, 'GET', '/api/buyers/me', claims),
  );
  assert.equal(me.status, 200);
  assert.equal(me.body.buyerId, buyer.buyerId);
  assert.equal((await t.anyone('GET', '/api/buyers/me')).status, 401);
});

test('a code expires after 10 minutes', async () => {
  const started = await start('(212) 555-0102');
  const code = await textedCode('+12125550102');
  clock = new Date(clock.getTime() + 10 * 60_000 + 1);
  const late = await confirm(started.body.verificationId, code);
  assert.equal(late.status, 410);
  assert.match(late.body.message, /expired/);
});

test('five wrong tries kill a code, even the right one after them', async () => {
  const started = await start('(212) 555-0103');
  const code = await textedCode('+12125550103');
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 4; i >= 1; i--) {
    const answer = await confirm(started.body.verificationId, wrong);
    assert.equal(answer.status, 422);
    assert.match(answer.body.message, new RegExp(`${i} tr`));
  }
  assert.equal((await confirm(started.body.verificationId, wrong)).status, 410);
  const right = await confirm(started.body.verificationId, code);
  assert.equal(right.status, 410);
  assert.match(right.body.message, /Too many wrong tries/);
});

test('codes are limited per number and per address; bad input is named', async () => {
  const stranger = fromNewAddress();
  for (let i = 0; i < 3; i++) assert.equal((await start('(212) 555-0104', stranger)).status, 201);
  const flooded = await start('(212) 555-0104', stranger);
  assert.equal(flooded.status, 429);
  assert.match(flooded.body.message, /this number/);

  const address = { 'x-forwarded-for': '198.51.100.7' };
  for (let i = 0; i < 10; i++) assert.equal((await start(`(212) 555-02${10 + i}`, address)).status, 201);
  const fromOne = await start('(212) 555-0299', address);
  assert.equal(fromOne.status, 429);
  assert.match(fromOne.body.message, /this address/);

  const bad = await t.anyone(
    'POST',
    '/api/buyers/verification',
    { phoneNumber: '12', consent: true },
    fromNewAddress(),
  );
  assert.equal(bad.status, 400);
  assert.match(bad.text, /phoneNumber/);
  const noConsent = await t.anyone(
    'POST',
    '/api/buyers/verification',
    { phoneNumber: '(212) 555-0105' },
    fromNewAddress(),
  );
  assert.equal(noConsent.status, 400);
  assert.match(noConsent.text, /consent/);
  const badCode = await confirm('8d3c1b2a-0000-4000-8000-000000000000', '12');
  assert.equal(badCode.status, 400);
  assert.match(badCode.text, /6 digits/);
  assert.equal((await confirm('8d3c1b2a-0000-4000-8000-000000000000', '123456')).status, 404);
});

test("strangers who spent a number's codes do not keep its owner from verifying", async () => {
  // Three strangers, each up to the number's limit: 9 codes to a phone they do not hold.
  for (let stranger = 0; stranger < 3; stranger++) {
    const from = fromNewAddress();
    for (let i = 0; i < 3; i++) assert.equal((await start('(212) 555-0120', from)).status, 201);
    assert.equal((await start('(212) 555-0120', from)).status, 429);
  }
  const owner = await start('(212) 555-0120', { 'x-forwarded-for': '192.0.2.120' });
  assert.equal(owner.status, 201, owner.text);
  const verified = await confirm(owner.body.verificationId, await textedCode('+12125550120'));
  assert.equal(verified.status, 200, verified.text);
  assert.equal(verified.body.phoneLast4, '0120');
});

test('codes are counted per client: an IPv6 /64 is one, and ::ffff:1.2.3.4 is 1.2.3.4', async () => {
  // Ten codes from ten addresses of one /64 spend that client's allowance (CODES_PER_ADDRESS).
  for (let i = 0; i < 10; i++)
    assert.equal(
      (await start(`(212) 555-03${10 + i}`, { 'x-forwarded-for': `2001:db8:5:6::${i + 1}` })).status,
      201,
    );
  const sameNetwork = await start('(212) 555-0399', { 'x-forwarded-for': '2001:db8:5:6:ffff::1' });
  assert.equal(sameNetwork.status, 429);
  assert.match(sameNetwork.body.message, /this address/);
  assert.equal(
    (await start('(212) 555-0399', { 'x-forwarded-for': '2001:db8:5:7::1' })).status,
    201,
    'the next /64 is another client',
  );
  // A number's codes from one IPv4 client, written either way.
  for (const address of ['198.51.100.44', '::ffff:198.51.100.44', '198.51.100.44'])
    assert.equal((await start('(212) 555-0121', { 'x-forwarded-for': address })).status, 201, address);
  const fourth = await start('(212) 555-0121', { 'x-forwarded-for': '::ffff:198.51.100.44' });
  assert.equal(fourth.status, 429);
  assert.match(fourth.body.message, /this number/);
});

test('an outbid buyer is texted once per auction in 10 minutes, never twice for one event', async () => {
  const started = await start('(212) 555-0106');
  const verified = await confirm(started.body.verificationId, await textedCode('+12125550106'));
  const outbid = (currentBid: string) =>
    newEvent(auctionOutbidEvent, {
      auctionId: 41,
      productId: 7,
      productName: 'Walnut Console',
      buyerId: verified.body.buyerId,
      currentBid,
      endTime: '2026-06-15T20:00:00.000Z',
    });
  const first = outbid('1600.00');
  await rig.bus.publish(first);
  await rig.bus.publish(first); // redelivered
  await rig.bus.publish(outbid('1800.00')); // a bidding war: not another text yet
  const outbidTexts = async () =>
    (await t.service.db.prisma.loggedText.findMany({ where: { to: '+12125550106' } })).filter((x) =>
      x.body.includes('outbid'),
    );
  await eventually('the outbid text', async () => (await outbidTexts()).length === 1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const texts = await outbidTexts();
  assert.equal(texts.length, 1);
  assert.match(
    texts[0]!.body,
    /outbid on Walnut Console\. The bid is now \$1,600\. Bid again: https:\/\/atelier\.test\/product\/7/,
  );
});

test("a won piece's claim link is texted to its buyer once, whatever the hour", async () => {
  const started = await start('(212) 555-0107');
  const verified = await confirm(started.body.verificationId, await textedCode('+12125550107'));
  const offered = newEvent(claimOfferedEvent, {
    claimId: '5b0c1a52-7f0e-4c55-9a43-2d0f8e1b9c01',
    awardId: '6c1d2b63-8f1f-4d66-8b54-3e1f9f2cad12',
    source: 'auction',
    sourceId: 41,
    productId: 7,
    productName: 'Walnut Console',
    buyerId: verified.body.buyerId,
    price: '2100.00',
    rank: 1,
    expiresAt: '2026-06-17T20:00:00.000Z',
    claimPath: '/claim/abc.123.sig',
  });
  await rig.bus.publish(offered);
  await rig.bus.publish(offered); // redelivered
  const claimTexts = async () =>
    (await t.service.db.prisma.loggedText.findMany({ where: { to: '+12125550107' } })).filter((x) =>
      x.body.includes('/claim/'),
    );
  await eventually('the claim text', async () => (await claimTexts()).length === 1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const texts = await claimTexts();
  assert.equal(texts.length, 1);
  assert.match(
    texts[0]!.body,
    /Walnut Console is yours at \$2,100\. .*https:\/\/atelier\.test\/claim\/abc\.123\.sig/,
  );
});
