/**
 * What each kind of text is and when it may go, in one place: the fan-outs that record texts and
 * the worker that sends them both read it.
 * - release: a drop-day text to a signup (only to a number whose owner replied YES);
 * - confirmation: asks a signup's number to reply YES;
 * - sale-outcome: a sale ended without this buyer (an auction lost, a draw's alternate);
 * - claim: a won piece's claim link, sent at any hour (the claim's 48 hours run from the award);
 * - outbid: "you have been outbid", worth sending only while the buyer can still bid back;
 * - shipped: an order's tracking link, sent when the owner ships it.
 */
export type TextKind = 'release' | 'confirmation' | 'sale-outcome' | 'claim' | 'outbid' | 'shipped';

export interface TextKindPolicy {
  /** Waits for the number's daytime window (8 am to 9 pm local, see daytime-window.ts). */
  daytimeOnly: boolean;
  /** Given up (recorded as failed) when it could not be sent within this long of being recorded. */
  staleAfterMs?: number;
}

/** An outbid notice older than this is not news any more (the outbid throttle's window too). */
export const OUTBID_NEWS_MS = 10 * 60_000;

const POLICIES: Record<TextKind, TextKindPolicy> = {
  release: { daytimeOnly: true },
  confirmation: { daytimeOnly: true },
  'sale-outcome': { daytimeOnly: true },
  claim: { daytimeOnly: false },
  outbid: { daytimeOnly: true, staleAfterMs: OUTBID_NEWS_MS },
  shipped: { daytimeOnly: false },
};

/** The policy of a recorded text's kind (an unknown kind is treated as the strictest: daytime only). */
export const policyOf = (kind: string): TextKindPolicy => POLICIES[kind as TextKind] ?? { daytimeOnly: true };
