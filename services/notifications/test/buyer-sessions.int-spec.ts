// Buyer sessions (issue 34): each sign-in with a texted code opens a session for that device, named
// by its cookie. The buyer lists their devices, ends one, signs out (this device) or signs out
// everywhere; an ended session is refused by the buyer's routes here (the gateway refuses it too,
// from what the internal check answers). Another buyer's session is as unknown as a missing one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  BUYER_ASSERTION_HEADER,
  SERVICE_ASSERTION_HEADER,
  signBuyerAssertion,
  signServiceAssertion,
} from '@atelier/platform';
import { buyerSessionHeaders, sessionOfAnswer } from './support/buyer-session-headers.js';
import {
  internalAuthSecret,
  startTestNotifications,
  type TestNotifications,
} from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

let rig: TextingRig;
let t: TestNotifications;

before(async () => {
  rig = await startTextingRig('buyer-sessions');
  t = await startTestNotifications('buyer_sessions', { bus: rig.bus, textQueue: rig.newQueue() });
});
after(async () => {
  await t?.close();
  await rig?.close();
});

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

type Device = { buyerId: string; sessionId: string };
let octet = 1;

/** One device signing in with a texted code, as the gateway forwards it (User-Agent included). */
async function signIn(e164: string, userAgent: string): Promise<Device> {
  const started = await t.anyone(
    'POST',
    '/api/buyers/verification',
    { phoneNumber: e164, consent: true },
    { 'x-forwarded-for': `192.0.2.${octet++}` },
  );
  assert.equal(started.status, 201, started.text);
  const text = await t.service.db.prisma.loggedText.findFirstOrThrow({
    where: { to: e164 },
    orderBy: { createdAt: 'desc' },
  });
  const code = /code is (\d{6})/.exec(text.body)![1];
  const response = await fetch(`${t.service.url}/api/buyers/verification/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ verificationId: started.body.verificationId, code }),
  });
  assert.equal(response.status, 200);
  return sessionOfAnswer(internalAuthSecret, response.headers.getSetCookie());
}

const as = (device: Device | { buyerId: string }, method: string, path: string) =>
  t.anyone(method, path, undefined, buyerSessionHeaders(internalAuthSecret, method, path, device));

/** The gateway's internal questions, signed as the gateway (or as another service). */
const internal = (path: string, body: unknown, service = 'gateway') =>
  t.anyone('POST', path, body, {
    [SERVICE_ASSERTION_HEADER]: signServiceAssertion(
      internalAuthSecret,
      { method: 'POST', url: path },
      service,
    ),
  });
const isOpen = async (device: Device) => {
  const answer = await internal('/internal/buyer-sessions/check', device);
  assert.equal(answer.status, 200, answer.text);
  return answer.body.open as boolean;
};

describe('a buyer signed in on several devices', () => {
  test('each sign-in opens a session named by its cookie; the list names the devices, this one first', async () => {
    const phone = await signIn('+12125550301', ANDROID);
    const laptop = await signIn('+12125550301', WINDOWS);
    assert.equal(phone.buyerId, laptop.buyerId, 'one buyer, two sessions');
    assert.notEqual(phone.sessionId, laptop.sessionId);
    for (const device of [phone, laptop]) {
      const me = await as(device, 'GET', '/api/buyers/me');
      assert.equal(me.status, 200, me.text);
      assert.equal(me.body.phoneLast4, '0301');
    }
    const listed = await as(laptop, 'GET', '/api/buyers/me/sessions');
    assert.equal(listed.status, 200, listed.text);
    assert.deepEqual(
      listed.body.sessions.map((s: { id: string; deviceLabel: string; current: boolean }) => [
        s.id,
        s.deviceLabel,
        s.current,
      ]),
      [
        [laptop.sessionId, 'Firefox on Windows', true],
        [phone.sessionId, 'Chrome on Android', false],
      ],
    );
    for (const session of listed.body.sessions) {
      assert.ok(!Number.isNaN(Date.parse(session.signedInAt)));
      assert.ok(!Number.isNaN(Date.parse(session.lastSeenAt)));
    }
  });

  test('ending another device: its session is refused at once; another buyer’s session is a 404; bad ids are named', async () => {
    const phone = await signIn('+12125550302', ANDROID);
    const tablet = await signIn('+12125550302', IPHONE);
    const stranger = await signIn('+12125550303', IPHONE);

    const theirs = await as(phone, 'DELETE', `/api/buyers/me/sessions/${stranger.sessionId}`);
    assert.equal(theirs.status, 404);
    assert.match(theirs.body.message, /No session/);
    assert.equal(await isOpen(stranger), true, 'the stranger is still signed in');
    const missing = await as(phone, 'DELETE', '/api/buyers/me/sessions/00000000-0000-4000-8000-000000000000');
    assert.equal(missing.status, 404);
    const malformed = await as(phone, 'DELETE', '/api/buyers/me/sessions/not-a-session');
    assert.equal(malformed.status, 400);
    assert.match(malformed.text, /session id/);

    const ended = await as(phone, 'DELETE', `/api/buyers/me/sessions/${tablet.sessionId}`);
    assert.equal(ended.status, 204, ended.text);
    assert.equal(await isOpen(tablet), false);
    assert.equal((await as(tablet, 'GET', '/api/buyers/me')).status, 401, 'the tablet’s cookie is refused');
    assert.equal((await as(tablet, 'GET', '/api/buyers/me/sessions')).status, 401);
    const row = await t.service.db.prisma.buyerSession.findUniqueOrThrow({ where: { id: tablet.sessionId } });
    assert.equal(row.endedReason, 'ended-from-another-device');
    const left = await as(phone, 'GET', '/api/buyers/me/sessions');
    assert.deepEqual(
      left.body.sessions.map((s: { id: string }) => s.id),
      [phone.sessionId],
    );
    assert.equal(
      (await as(phone, 'DELETE', `/api/buyers/me/sessions/${tablet.sessionId}`)).status,
      204,
      'ending it again changes nothing',
    );
  });

  test('signing out ends this device’s session and clears both cookies; without a valid session it still clears them', async () => {
    const phone = await signIn('+12125550304', ANDROID);
    const laptop = await signIn('+12125550304', WINDOWS);
    const out = await fetch(`${t.service.url}/api/buyers/sign-out`, {
      method: 'POST',
      headers: {
        ...buyerSessionHeaders(internalAuthSecret, 'POST', '/api/buyers/sign-out', phone),
        'x-forwarded-proto': 'https',
      },
    });
    assert.equal(out.status, 204);
    assert.deepEqual(out.headers.getSetCookie(), [
      'atelier_buyer=; Path=/; SameSite=Lax; Secure; HttpOnly; Max-Age=0',
      'atelier_buyer_hint=; Path=/; SameSite=Lax; Secure; Max-Age=0',
    ]);
    assert.equal(await isOpen(phone), false);
    assert.equal((await as(phone, 'GET', '/api/buyers/me')).status, 401);
    assert.equal(await isOpen(laptop), true, 'the other device stays signed in');

    const anonymous = await fetch(`${t.service.url}/api/buyers/sign-out`, { method: 'POST' });
    assert.equal(anonymous.status, 204);
    assert.equal(anonymous.headers.getSetCookie().length, 2);
    // A forged session assertion ends nothing.
    const forged = await fetch(`${t.service.url}/api/buyers/sign-out`, {
      method: 'POST',
      headers: buyerSessionHeaders(
        'another-secret-of-thirty-two-characters',
        'POST',
        '/api/buyers/sign-out',
        laptop,
      ),
    });
    assert.equal(forged.status, 204);
    assert.equal(await isOpen(laptop), true);
  });

  test('signing out everywhere ends every session of the buyer, and only theirs', async () => {
    const devices = [
      await signIn('+12125550305', ANDROID),
      await signIn('+12125550305', IPHONE),
      await signIn('+12125550305', WINDOWS),
    ];
    const other = await signIn('+12125550306', ANDROID);
    const everywhere = await as(devices[1]!, 'POST', '/api/buyers/me/sessions/sign-out-everywhere');
    assert.equal(everywhere.status, 200, everywhere.text);
    assert.deepEqual(everywhere.body, { ended: 3 });
    for (const device of devices) {
      assert.equal(await isOpen(device), false);
      assert.equal((await as(device, 'GET', '/api/buyers/me')).status, 401);
    }
    assert.equal(await isOpen(other), true);
  });

  test('a buyer route without a session assertion (a gateway from before sessions) is a 401', async () => {
    const phone = await signIn('+12125550307', ANDROID);
    const bare = await t.anyone('GET', '/api/buyers/me', undefined, {
      [BUYER_ASSERTION_HEADER]: signBuyerAssertion(
        internalAuthSecret,
        { method: 'GET', url: '/api/buyers/me' },
        phone.buyerId,
      ),
    });
    assert.equal(bare.status, 401);
    // A session assertion for another buyer's session does not pass for this buyer's.
    const other = await signIn('+12125550308', ANDROID);
    const mixed = await as(
      { buyerId: phone.buyerId, sessionId: other.sessionId } as Device,
      'GET',
      '/api/buyers/me',
    );
    assert.equal(mixed.status, 401);
  });
});

describe('the gateway’s internal questions', () => {
  test('only the gateway may ask; malformed questions are named', async () => {
    const phone = await signIn('+12125550309', ANDROID);
    assert.equal((await internal('/internal/buyer-sessions/check', phone, 'cart-checkout')).status, 403);
    assert.equal((await t.anyone('POST', '/internal/buyer-sessions/check', phone)).status, 401);
    const bad = await internal('/internal/buyer-sessions/check', {
      buyerId: 'x',
      sessionId: phone.sessionId,
    });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /buyerId/);
    assert.equal(
      await isOpen({ buyerId: '3f0c2a4e-9b1d-4c8e-8f00-0123456789ab', sessionId: phone.sessionId }),
      false,
      'a session is open only for its own buyer',
    );
  });

  test('a cookie from before sessions is exchanged for one session, the same every time, until it is ended', async () => {
    const phone = await signIn('+12125550310', ANDROID);
    const issuedAt = Date.now() - 3_600_000;
    const exchange = (at = issuedAt) =>
      internal('/internal/buyer-sessions/exchange', {
        buyerId: phone.buyerId,
        issuedAt: at,
        userAgent: IPHONE,
      });
    const first = await exchange();
    assert.equal(first.status, 200, first.text);
    const sessionId = first.body.sessionId as string;
    assert.match(sessionId, /^[0-9a-f-]{36}$/);
    assert.equal((await exchange()).body.sessionId, sessionId, 'the same session from any gateway');
    const row = await t.service.db.prisma.buyerSession.findUniqueOrThrow({ where: { id: sessionId } });
    assert.equal(row.createdAt.getTime(), issuedAt, 'signed in when the old cookie was issued');
    assert.equal(row.deviceLabel, 'Safari on iPhone');
    const listed = await as(phone, 'GET', '/api/buyers/me/sessions');
    assert.equal(listed.body.sessions.length, 2);

    assert.equal(
      (await as({ buyerId: phone.buyerId, sessionId }, 'POST', '/api/buyers/sign-out')).status,
      204,
    );
    assert.deepEqual(
      (await exchange()).body,
      { sessionId: null },
      'signed out: every copy of the old cookie ends',
    );

    const older = issuedAt - 60_000;
    assert.ok((await exchange(older)).body.sessionId, 'another old cookie of the buyer still counts');
    assert.equal((await as(phone, 'POST', '/api/buyers/me/sessions/sign-out-everywhere')).status, 200);
    assert.deepEqual(
      (await exchange(issuedAt - 120_000)).body,
      { sessionId: null },
      'signed out everywhere: old cookies not yet exchanged are refused too',
    );
    const exchangeBad = await internal('/internal/buyer-sessions/exchange', { buyerId: phone.buyerId });
    assert.equal(exchangeBad.status, 400);
    assert.match(exchangeBad.text, /issuedAt/);
  });
});
