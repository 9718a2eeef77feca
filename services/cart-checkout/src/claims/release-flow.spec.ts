import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CatalogUnavailableError } from '../catalog-client/stock-holds.client.js';
import { type ClaimPaymentParts, compensate, type PaymentSetback } from './release-flow.js';

/** Catalog's holds, the checkouts and the claims, each recording what was asked of it, in order. */
function fakeParts(releaseFails?: Error) {
  const done: string[] = [];
  const parts: ClaimPaymentParts = {
    holds: {
      release: async (holdId) => {
        if (releaseFails) throw releaseFails;
        done.push(`release hold ${holdId}`);
      },
    },
    checkouts: {
      close: async (id, status) => {
        done.push(`close checkout ${id} ${status}`);
        return true;
      },
    },
    claims: {
      reopen: async (claimId) => void done.push(`reopen claim ${claimId}`),
      lapse: async (claimId, reason, from) => {
        done.push(`lapse claim ${claimId} ${reason} from ${from}`);
        return true;
      },
    },
  };
  return { parts, done };
}

const checkout = { id: 'checkout-1', holdId: 'hold-1' };
const undo = async (setback: PaymentSetback, releaseFails?: Error) => {
  const { parts, done } = fakeParts(releaseFails);
  await compensate(parts, setback, 'claim-1', checkout);
  return done;
};

test('a piece catalog would not hold fails the checkout and offers the claim again: its link still works', async () => {
  assert.deepEqual(await undo('pieceNotHeld'), ['close checkout checkout-1 failed', 'reopen claim claim-1']);
});

test('a declined card releases the hold, fails the checkout and lapses the claim (catalog passes the piece on)', async () => {
  assert.deepEqual(await undo('cardDeclined'), [
    'release hold hold-1',
    'close checkout checkout-1 failed',
    'lapse claim claim-1 payment_failed from paying',
  ]);
});

test('a catalog out of reach leaves the hold to run out, and the claim still lapses', async () => {
  assert.deepEqual(await undo('cardDeclined', new CatalogUnavailableError('down')), [
    'close checkout checkout-1 failed',
    'lapse claim claim-1 payment_failed from paying',
  ]);
  await assert.rejects(undo('cardDeclined', new Error('a bug')), /a bug/);
});

test('a piece lost after the charge (fulfilment refunded it) lapses the claim only', async () => {
  assert.deepEqual(await undo('lostAfterCharge'), ['lapse claim claim-1 payment_failed from paying']);
});
