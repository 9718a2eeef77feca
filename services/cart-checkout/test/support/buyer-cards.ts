import assert from 'node:assert/strict';
import { passesLuhn } from '../../src/payments/simulated-card-vault.js';
import type { TestStack } from './test-stack.js';

/**
 * A Luhn-valid test card number of its own for each call: one card makes one buyer, so every test
 * buyer needs a different card. `seed` picks the 15 leading digits.
 */
export function distinctTestCard(seed: number): string {
  const body = `4${String(seed).padStart(14, '0')}`;
  for (let check = 0; check <= 9; check++) if (passesLuhn(`${body}${check}`)) return `${body}${check}`;
  throw new Error('unreachable: one check digit always fits');
}

/** Puts a card on file for the buyer through the API (simulated provider); answers the confirm call. */
export async function putCardOnFile(stack: TestStack, buyerId: string, cardNumber: string) {
  const setup = await stack.buyer(buyerId, 'POST', '/api/buyer-cards/setup');
  assert.equal(setup.status, 200, JSON.stringify(setup.body));
  return stack.buyer(buyerId, 'POST', '/api/buyer-cards/confirm', {
    setupIntentId: setup.body.setupIntentId,
    cardNumber,
  });
}
