import { nextDaytimeOpening } from './daytime-window.js';
import type { TextJob, TextKey } from './text-queue.js';

/**
 * The jobs for texts just recorded: one per text still to send (a number on the opt-out list has
 * its record and no job), each waiting until its number's daytime window opens.
 */
export function jobsForRecordedTexts<T extends { phoneNumber: string; status: string }>(
  texts: T[],
  now: Date,
  keyOf: (text: T) => TextKey & { jobId: string },
): TextJob[] {
  return texts
    .filter((text) => text.status === 'queued' || text.status === 'sending')
    .map((text) => {
      const opening = nextDaytimeOpening(text.phoneNumber, now);
      return { ...keyOf(text), ...(opening ? { delayMs: opening.getTime() - now.getTime() } : {}) };
    });
}
