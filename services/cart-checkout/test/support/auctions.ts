// A won auction in the real catalog process, as the cluster makes one: buyers with cards on file
// (through cart-checkout, projected into catalog by its event), their bids, the admin ending it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { BUYER_ASSERTION_HEADER, signBuyerAssertion } from '@atelier/platform';
import { distinctTestCard, putCardOnFile } from './buyer-cards.js';
import { checkoutForm } from './checkout-form.js';
import { sql } from './pg.js';
import { send, type TestStack } from './test-stack.js';

let cardSeed = 50_000;

/** A verified buyer with a card on file that catalog knows of (bids need one). */
export async function buyerWithCard(stack: TestStack, cardNumber = distinctTestCard(cardSeed++)) {
  const buyerId = randomUUID();
  const saved = await putCardOnFile(stack, buyerId, cardNumber);
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  await cardKnownToCatalog(stack, buyerId);
  return buyerId;
}

/** Waits until catalog projected the buyer's saved card (checkout.buyer-card.saved). */
export const cardKnownToCatalog = (stack: TestStack, buyerId: string) =>
  stack.waitFor(
    'the card in catalog',
    async () => {
      const rows = await sql(stack.database.url, 'SELECT 1 FROM catalog.buyer_cards WHERE buyer_id = $1', [
        buyerId,
      ]);
      return rows.length === 1;
    },
    30_000,
  );

export const catalogBid = (stack: TestStack, buyerId: string, auctionId: number, maxAmount: string) => {
  const path = `/api/auctions/${auctionId}/bids`;
  return send(
    stack.catalog.url,
    'POST',
    path,
    { maxAmount },
    {
      [BUYER_ASSERTION_HEADER]: signBuyerAssertion(stack.keys, { method: 'POST', url: path }, buyerId),
    },
  );
};

export interface WonAuction {
  auctionId: number;
  productId: number;
}

/** Opens an auction of a new piece, takes the bids in order, and has the admin end it now. */
export async function runAuction(
  stack: TestStack,
  bids: Array<{ buyerId: string; max: string }>,
  reservePrice?: string,
): Promise<WonAuction> {
  const created = await stack.catalogAdmin('POST', '/api/products', {
    name: `Auction piece ${randomUUID().slice(0, 8)}`,
    price: '5000',
    quantity: 1,
    isBiddingEnabled: true,
    description: 'A piece',
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const productId = created.body.id as number;
  await stack.waitFor(
    'the piece in the read model',
    async () => (await stack.service.db.prisma.product.count({ where: { id: productId } })) === 1,
  );
  const opened = await stack.catalogAdmin('POST', '/api/auctions', {
    productId,
    startingBid: '1000',
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
    ...(reservePrice ? { reservePrice } : {}),
  });
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  const auctionId = opened.body.id as number;
  for (const bid of bids) {
    const taken = await catalogBid(stack, bid.buyerId, auctionId, bid.max);
    assert.equal(taken.status, 200, JSON.stringify(taken.body));
  }
  const ended = await stack.catalogAdmin('POST', `/api/auctions/${auctionId}/end`);
  assert.equal(ended.status, 200, JSON.stringify(ended.body));
  return { auctionId, productId };
}

export type OfferedClaim = {
  claimId: string;
  buyerId: string;
  price: string;
  claimPath: string;
  rank: number;
};

/** The claim offered for this piece to that rank (checkout.claim.offered, as notifications hears it). */
export async function claimOffered(stack: TestStack, productId: number, rank: number): Promise<OfferedClaim> {
  const event = await stack.waitFor(
    `claim ${rank} of product ${productId}`,
    async () =>
      stack.events.find((e) => {
        const p = e.payload as { productId?: number; rank?: number };
        return e.type === 'checkout.claim.offered' && p.productId === productId && p.rank === rank;
      }),
    30_000,
  );
  return event.payload as OfferedClaim;
}

export const tokenOf = (claim: OfferedClaim) => claim.claimPath.slice('/claim/'.length);

/**
 * The claim page's Pay, as the gateway forwards it for a verified buyer: `buyerId`, or by default
 * the claim's own buyer (the winner, when the token names a claim); null sends no buyer at all.
 */
export async function payClaim(stack: TestStack, token: string, buyerId?: string | null) {
  const path = `/api/claims/${token}/pay`;
  const payer = buyerId === undefined ? await buyerOfToken(stack, token) : buyerId;
  const headers: Record<string, string> = payer
    ? {
        [BUYER_ASSERTION_HEADER]: signBuyerAssertion(stack.keys, { method: 'POST', url: path }, payer),
      }
    : {};
  return send(stack.service.url, 'POST', path, checkoutForm(), headers);
}

const buyerOfToken = async (stack: TestStack, token: string) => {
  const claimId = token.split('.')[0] ?? '';
  if (!/^[0-9a-f-]{36}$/.test(claimId)) return randomUUID();
  const rows = await sql<{ buyer_id: string }>(
    stack.database.url,
    'SELECT buyer_id::text AS buyer_id FROM cart_checkout.claims WHERE id = $1',
    [claimId],
  );
  return rows[0]?.buyer_id ?? randomUUID();
};

/** The orders a claim made. */
export const ordersOfClaim = (stack: TestStack, claimId: string) =>
  sql(
    stack.database.url,
    `SELECT o.id FROM cart_checkout.orders o JOIN cart_checkout.claims c ON c.checkout_id = o.checkout_id WHERE c.id = $1`,
    [claimId],
  );
