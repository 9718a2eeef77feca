import { BUYER_COOKIE, BUYER_HINT_COOKIE, buyerHintCookieHeader, verifyBuyerCookie } from '@atelier/platform';
import type { FastifyInstance } from 'fastify';

/**
 * The web asks who the buyer is only when the hint cookie says this browser verified a phone
 * (libs/platform buyer-cookie.ts). A browser holding a valid buyer cookie without it (verified before
 * the hint existed) gets it with its next answer that sets no cookie of its own, rather than being
 * asked to verify again. Costs one HMAC, only for such a browser, once.
 */
export function addBuyerHintWhereMissing(edge: FastifyInstance, secret: string, secure: boolean) {
  edge.addHook('onSend', async (req, reply, payload) => {
    const cookies = req.cookies ?? {};
    if (cookies[BUYER_HINT_COOKIE] === '1' || cookies[BUYER_COOKIE] === undefined) return payload;
    if (reply.hasHeader('set-cookie') || !verifyBuyerCookie(secret, cookies[BUYER_COOKIE])) return payload;
    reply.header('set-cookie', buyerHintCookieHeader(secure));
    return payload;
  });
}
