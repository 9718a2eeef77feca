import { AUCTION_REMINDER_LEAD_SECONDS, type AuctionPhase, type AuctionReminder } from '@atelier/contracts';

/** What a reminder is decided on: the auction as it stands, and the buyer's reminder, if any. */
export interface ReminderFacts {
  auctionId: number;
  phase: AuctionPhase;
  endTime: Date;
  serverTime: Date;
  reminder: { sentAt: Date | null } | null;
}

/** When the text goes out: an hour before the end as it stands now (a late bid moves both). */
export const remindAtOf = (endTime: Date) =>
  new Date(endTime.getTime() - AUCTION_REMINDER_LEAD_SECONDS * 1000);

/** The buyer's reminder as the API answers it. */
export function reminderView(facts: ReminderFacts): AuctionReminder {
  const remindAt = remindAtOf(facts.endTime);
  const running = facts.phase === 'scheduled' || facts.phase === 'open';
  return {
    auctionId: facts.auctionId,
    state: facts.reminder === null ? 'none' : facts.reminder.sentAt === null ? 'set' : 'sent',
    remindAt: remindAt.toISOString(),
    available: running && facts.serverTime < remindAt,
    serverTime: facts.serverTime.toISOString(),
  };
}

export type SetDecision = 'create' | 'keep' | 'over' | 'too-late';

/** Whether "Remind me" makes a reminder: never twice (a sent one stays sent), never too late to send. */
export function decideSet(facts: ReminderFacts): SetDecision {
  if (facts.phase === 'ended' || facts.phase === 'cancelled') return 'over';
  if (facts.reminder !== null) return 'keep';
  return reminderView(facts).available ? 'create' : 'too-late';
}

export type CancelDecision = 'delete' | 'none' | 'sent';

/** A reminder is cancelled until it is sent; after that there is nothing left to cancel. */
export function decideCancel(facts: ReminderFacts): CancelDecision {
  if (facts.reminder === null) return 'none';
  return facts.reminder.sentAt === null ? 'delete' : 'sent';
}
