// What the gateway sends a service for a signed-in buyer: the buyer assertion and, beside it, the
// assertion of the session their cookie names (checked open at the gateway).
import {
  BUYER_ASSERTION_HEADER,
  BUYER_SESSION_ASSERTION_HEADER,
  readBuyerCookie,
  signBuyerAssertion,
  signBuyerSessionAssertion,
} from '@atelier/platform';

export function buyerSessionHeaders(
  secret: string,
  method: string,
  url: string,
  buyer: { buyerId: string; sessionId?: string | null },
): Record<string, string> {
  const headers = { [BUYER_ASSERTION_HEADER]: signBuyerAssertion(secret, { method, url }, buyer.buyerId) };
  if (!buyer.sessionId) return headers;
  return {
    ...headers,
    [BUYER_SESSION_ASSERTION_HEADER]: signBuyerSessionAssertion(
      secret,
      { method, url },
      buyer.buyerId,
      buyer.sessionId,
    ),
  };
}

/** The buyer and session a Set-Cookie answer's buyer cookie names. */
export function sessionOfAnswer(
  secret: string,
  setCookies: string[],
): { buyerId: string; sessionId: string } {
  const value = setCookies.map((c) => /^atelier_buyer=([^;]+)/.exec(c)?.[1]).find(Boolean);
  const claims = readBuyerCookie(secret, value);
  if (!claims?.sessionId) throw new Error(`no session cookie in ${setCookies.join(' | ')}`);
  return { buyerId: claims.buyerId, sessionId: claims.sessionId };
}
