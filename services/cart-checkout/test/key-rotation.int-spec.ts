// Rotating INTERNAL_AUTH_SECRET (README, "Rotating keys") with a claim link outstanding: the link
// texted before the rotation opens and pays at every step while its key is in the ring; once that
// key is dropped the link is refused cleanly (403, nothing charged), and the winner's claims list
// hands a link signed with the new key, which pays. The services are restarted with each step's
// setting, as a rollout does, and the calls are signed as a gateway with the same setting signs them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BUYER_ASSERTION_HEADER, derivedKeyId, signBuyerAssertion } from '@atelier/platform';
import { buyerWithCard, claimOffered, payClaim, runAuction, tokenOf } from './support/auctions.js';
import { internalAuthSecret, send, startTestStack, type TestStack } from './support/test-stack.js';

const NEW_SECRET = 'the-new-internal-auth-secret-0123456789abcdef';
// The stack starts on one plain secret, as every store did before key rings: its key id is derived.
const OLD_ID = derivedKeyId(internalAuthSecret);
const added = `${OLD_ID}:${internalAuthSecret},k2:${NEW_SECRET}`;
const promoted = `k2:${NEW_SECRET},${OLD_ID}:${internalAuthSecret}`;
const dropped = `k2:${NEW_SECRET}`;

let stack: TestStack;
before(async () => {
  stack = await startTestStack('key_rotation');
});
after(async () => stack?.close());

const viewClaim = (token: string) => send(stack.service.url, 'GET', `/api/claims/${token}`, undefined, {});

test('a claim link outstanding through a key rotation: valid while its key is in the ring, then refused with a 403; a fresh link pays', async () => {
  const winner = await buyerWithCard(stack);
  const { productId } = await runAuction(stack, [{ buyerId: winner, max: '1800' }]);
  const texted = tokenOf(await claimOffered(stack, productId, 1));
  assert.match(texted, new RegExp(`\\.${OLD_ID}\\.`), 'the link names the key it was signed with');

  for (const step of [added, promoted]) {
    await stack.restartWith(step);
    const view = await viewClaim(texted);
    assert.equal(view.status, 200, `${step.split(':')[0]} first: ${JSON.stringify(view.body)}`);
  }
  // Promoted: what is signed now names the new key; the winner's list shows the link under it.
  const mine = await stack.buyer(winner, 'GET', '/api/claims/mine');
  assert.equal(mine.status, 200, JSON.stringify(mine.body));
  const fresh = (mine.body as Array<{ claimPath: string }>)[0]!.claimPath.slice('/claim/'.length);
  assert.match(fresh, /\.k2\./);
  assert.equal((await viewClaim(fresh)).status, 200);

  await stack.restartWith(dropped);
  const refused = await viewClaim(texted);
  assert.equal(refused.status, 403, JSON.stringify(refused.body));
  assert.match(refused.body.message, /claim link is not valid/);
  const notPaid = await payClaim(stack, texted);
  assert.equal(notPaid.status, 403, JSON.stringify(notPaid.body));
  // A call still signed with the dropped key (a gateway left on the old setting) is refused, not a 500.
  const stale = await send(stack.service.url, 'GET', '/api/claims/mine', undefined, {
    [BUYER_ASSERTION_HEADER]: signBuyerAssertion(
      internalAuthSecret,
      { method: 'GET', url: '/api/claims/mine' },
      winner,
    ),
  });
  assert.equal(stale.status, 403, JSON.stringify(stale.body));

  const paid = await payClaim(stack, fresh);
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
});
