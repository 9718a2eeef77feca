import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  ADMIN_ASSERTION_HEADER,
  ADMIN_ASSERTION_MAX_AGE_MS,
  BUYER_ASSERTION_HEADER,
  BUYER_SESSION_ASSERTION_HEADER,
  SERVICE_ASSERTION_HEADER,
  signAdminAssertion,
  signBuyerAssertion,
  signBuyerSessionAssertion,
  signServiceAssertion,
  verifyAdminAssertion,
  verifyBuyerAssertion,
  verifyBuyerSessionAssertion,
  verifyServiceAssertion,
} from './admin-assertion.js';
import { AdminAssertionGuard, AdminOnly, BuyerOnly, ServiceOnly } from './admin-assertion.guard.js';

const secret = 'a-test-secret-that-is-at-least-32-chars';
const request = { method: 'POST', url: '/api/artists?x=1' };
const now = 1_800_000_000_000;

describe('admin assertions', () => {
  test('a fresh assertion for the same request, secret and admin is accepted', () => {
    const header = signAdminAssertion(secret, request, 7, now);
    // v2.<key id>.<admin>.<issued at>.<mac>: the key id names the ring's current key (key-ring.ts).
    assert.match(header, /^v2\.k[A-Za-z0-9_-]{10}\.7\.\d+\.[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(verifyAdminAssertion(secret, header, request, now + 1000), { ok: true, adminId: 7 });
  });

  test('missing is 401; another method, path, query, admin, secret, or a stale one is 403', () => {
    assert.equal(verifyAdminAssertion(secret, undefined, request, now).ok, false);
    assert.equal((verifyAdminAssertion(secret, undefined, request, now) as { status: number }).status, 401);
    const header = signAdminAssertion(secret, request, 7, now);
    const refused: Array<[string, unknown, typeof request, number, string]> = [
      ['method', header, { ...request, method: 'DELETE' }, now, secret],
      ['path', header, { ...request, url: '/api/artists/1?x=1' }, now, secret],
      ['query', header, { ...request, url: '/api/artists?x=2' }, now, secret],
      ['admin', header.replace('.7.', '.8.'), request, now, secret],
      ['secret', header, request, now, `${secret}-other`],
      ['expired', header, request, now + ADMIN_ASSERTION_MAX_AGE_MS + 1, secret],
      ['from the future', header, request, now - 60_000, secret],
      ['malformed', 'v1.7.now.mac', request, now, secret],
      ['array', [header], request, now, secret],
    ];
    for (const [what, given, req, at, key] of refused) {
      const check = verifyAdminAssertion(key, given, req, at);
      assert.equal(check.ok, false, what);
      assert.equal((check as { status: number }).status, 403, what);
    }
  });
});

describe('service assertions', () => {
  test('a fresh one names its service; it is no admin assertion, and an admin one is no service one', () => {
    const header = signServiceAssertion(secret, request, 'cart-checkout', now);
    assert.deepEqual(verifyServiceAssertion(secret, header, request, now + 1000), {
      ok: true,
      service: 'cart-checkout',
    });
    assert.equal(verifyAdminAssertion(secret, header, request, now).ok, false);
    assert.equal(
      verifyServiceAssertion(secret, signAdminAssertion(secret, request, 7, now), request, now).ok,
      false,
    );
  });

  test('another path, secret, service name, or a stale one is refused', () => {
    const header = signServiceAssertion(secret, request, 'cart-checkout', now);
    assert.equal(verifyServiceAssertion(secret, header, { ...request, url: '/internal/x' }, now).ok, false);
    assert.equal(verifyServiceAssertion(`${secret}-other`, header, request, now).ok, false);
    assert.equal(
      verifyServiceAssertion(secret, header.replace('cart-checkout', 'catalog'), request, now).ok,
      false,
    );
    assert.equal(
      verifyServiceAssertion(secret, header, request, now + ADMIN_ASSERTION_MAX_AGE_MS + 1).ok,
      false,
    );
  });
});

class ArtistsController {
  list() {}
  @AdminOnly()
  create() {}
  @ServiceOnly('cart-checkout')
  reserve() {}
}

const contextFor = (handler: () => void, headers: Record<string, unknown>) =>
  ({
    getHandler: () => handler,
    getClass: () => ArtistsController,
    switchToHttp: () => ({ getRequest: () => ({ method: 'POST', url: '/api/artists', headers }) }),
  }) as unknown as ExecutionContext;

describe('AdminAssertionGuard', () => {
  const guard = new AdminAssertionGuard(new Reflector(), secret);
  const { list, create } = ArtistsController.prototype;

  test('routes not marked @AdminOnly() pass without an assertion', () => {
    assert.equal(guard.canActivate(contextFor(list, {})), true);
  });

  test('an @AdminOnly() route wants a valid assertion: 401 without, 403 when bad', () => {
    assert.throws(() => guard.canActivate(contextFor(create, {})), UnauthorizedException);
    assert.throws(
      () => guard.canActivate(contextFor(create, { [ADMIN_ASSERTION_HEADER]: 'v1.1.2.forged' })),
      ForbiddenException,
    );
    const good = signAdminAssertion(secret, { method: 'POST', url: '/api/artists' }, 1);
    assert.equal(guard.canActivate(contextFor(create, { [ADMIN_ASSERTION_HEADER]: good })), true);
  });

  test('without a configured secret, admin routes are refused even with a header', () => {
    const unconfigured = new AdminAssertionGuard(new Reflector(), undefined);
    const good = signAdminAssertion(secret, { method: 'POST', url: '/api/artists' }, 1);
    assert.throws(
      () => unconfigured.canActivate(contextFor(create, { [ADMIN_ASSERTION_HEADER]: good })),
      ForbiddenException,
    );
    assert.equal(unconfigured.canActivate(contextFor(list, {})), true);
  });

  test('a @ServiceOnly() route wants an assertion from one of its services', () => {
    const { reserve } = ArtistsController.prototype;
    const target = { method: 'POST', url: '/api/artists' };
    assert.throws(() => guard.canActivate(contextFor(reserve, {})), UnauthorizedException);
    const admin = signAdminAssertion(secret, target, 1);
    assert.throws(
      () =>
        guard.canActivate(
          contextFor(reserve, { [ADMIN_ASSERTION_HEADER]: admin, [SERVICE_ASSERTION_HEADER]: admin }),
        ),
      ForbiddenException,
    );
    const other = signServiceAssertion(secret, target, 'notifications');
    assert.throws(
      () => guard.canActivate(contextFor(reserve, { [SERVICE_ASSERTION_HEADER]: other })),
      ForbiddenException,
    );
    const good = signServiceAssertion(secret, target, 'cart-checkout');
    assert.equal(guard.canActivate(contextFor(reserve, { [SERVICE_ASSERTION_HEADER]: good })), true);
  });
});

describe('buyer session assertions', () => {
  const buyerId = '3f0c2a4e-9b1d-4c8e-8f00-0123456789ab';
  const otherBuyer = '3f0c2a4e-9b1d-4c8e-8f00-0123456789ac';
  const sessionId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

  test('vouch for one session of one buyer, for one request; no other assertion passes for one', () => {
    const header = signBuyerSessionAssertion(secret, request, buyerId, sessionId, now);
    assert.deepEqual(verifyBuyerSessionAssertion(secret, header, request, buyerId, now + 1000), {
      ok: true,
      sessionId,
    });
    const refused = (check: { ok: boolean }) => assert.equal(check.ok, false);
    refused(verifyBuyerSessionAssertion(secret, header, request, otherBuyer, now));
    refused(verifyBuyerSessionAssertion(secret, header, { ...request, url: '/api/other' }, buyerId, now));
    refused(
      verifyBuyerSessionAssertion(secret, header, request, buyerId, now + ADMIN_ASSERTION_MAX_AGE_MS + 1),
    );
    // The buyer assertion for the session id as if it were a buyer: another domain.
    refused(
      verifyBuyerSessionAssertion(
        secret,
        signBuyerAssertion(secret, request, sessionId, now),
        request,
        buyerId,
        now,
      ),
    );
    assert.equal(
      verifyBuyerAssertion(secret, header, request, now).ok,
      false,
      'a session assertion is no buyer assertion',
    );
  });

  test('@CurrentBuyerSession() is set only from a valid session assertion for the asserted buyer', () => {
    const guard = new AdminAssertionGuard(new Reflector(), secret);
    class BuyerController {
      @BuyerOnly()
      me() {}
    }
    const target = { method: 'POST', url: '/api/artists' };
    const req: Record<string | symbol, unknown> = {
      method: 'POST',
      url: '/api/artists',
      headers: {
        [BUYER_ASSERTION_HEADER]: signBuyerAssertion(secret, target, buyerId),
        [BUYER_SESSION_ASSERTION_HEADER]: signBuyerSessionAssertion(secret, target, otherBuyer, sessionId),
      },
    };
    const context = {
      getHandler: () => BuyerController.prototype.me,
      getClass: () => BuyerController,
      switchToHttp: () => ({ getRequest: () => req }),
    } as unknown as ExecutionContext;
    assert.throws(() => guard.canActivate(context), ForbiddenException, 'another buyer’s session');
    (req.headers as Record<string, string>)[BUYER_SESSION_ASSERTION_HEADER] = signBuyerSessionAssertion(
      secret,
      target,
      buyerId,
      sessionId,
    );
    assert.equal(guard.canActivate(context), true);
    const sessionSymbol = Object.getOwnPropertySymbols(req).find(
      (s) => s.description === 'atelier:buyer-session-id',
    );
    assert.equal(req[sessionSymbol!], sessionId);
  });
});
