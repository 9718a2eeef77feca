import { nextDaytimeOpening } from '../texts/daytime-window.js';

/**
 * Whether a reminder to this number can go before the auction ends: at once in the number's
 * daytime window, else when it next opens. One that would wait past the end reminds nobody of
 * anything, so it is not sent at all.
 */
export function sendsBeforeEnd(phoneNumber: string, now: Date, end: Date): boolean {
  const sendsAt = nextDaytimeOpening(phoneNumber, now) ?? now;
  return sendsAt.getTime() < end.getTime();
}
