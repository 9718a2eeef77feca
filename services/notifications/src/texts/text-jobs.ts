import { nextDaytimeOpening } from './daytime-window.js';
import { policyOf, type TextKind } from './text-kinds.js';
import type { TextJob, TextKey } from './text-queue.js';

/**
 * The jobs for texts just recorded: one per text still to send (a number on the opt-out list has
 * its record and no job), each waiting until its number's daytime window opens when its kind waits
 * for it (see text-kinds.ts).
 */
export function jobsForRecordedTexts<T extends { phoneNumber: string; status: string }>(
  texts: T[],
  now: Date,
  keyOf: (text: T) => TextKey & { jobId: string },
  kind: TextKind = 'release',
): TextJob[] {
  const { daytimeOnly } = policyOf(kind);
  return texts
    .filter((text) => text.status === 'queued' || text.status === 'sending')
    .map((text) => {
      const opening = daytimeOnly ? nextDaytimeOpening(text.phoneNumber, now) : undefined;
      return { ...keyOf(text), ...(opening ? { delayMs: opening.getTime() - now.getTime() } : {}) };
    });
}
