import type { Logger } from 'pino';
import type { BackgroundWork } from '../bootstrap/consumers-and-tasks.js';

export interface PeriodicTaskOptions<T> {
  /** One pass of the work (a sweep, a close); what it hands back is runNow()'s answer. */
  pass: () => Promise<T>;
  intervalMs: number;
  logger: Logger;
  /** Names the pass in the warning a failed one logs: '<name> failed; retrying on the next pass'. */
  name: string;
}

/**
 * Runs a pass every `intervalMs`, one pass at a time: a pass still going when the next is due is
 * not doubled, runNow() joins a pass in progress instead of starting another, and stop() waits for
 * the last pass. A pass that fails is logged and tried again on the next interval; the timer keeps
 * going. Hand-written because it is a few lines (a job queue would be far more than this needs);
 * every service's sweepers and closers are one of these with their own pass.
 */
export class PeriodicTask<T> implements BackgroundWork {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T | undefined> | undefined;

  constructor(private readonly options: PeriodicTaskOptions<T>) {}

  start(): void {
    this.timer = setInterval(() => void this.runNow(), this.options.intervalMs);
    this.timer.unref();
  }

  /** One pass now (or the one under way); its answer, or undefined when it failed (logged). */
  runNow(): Promise<T | undefined> {
    this.running ??= this.options
      .pass()
      .catch((err: unknown) => {
        this.options.logger.warn({ err }, `${this.options.name} failed; retrying on the next pass`);
        return undefined;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}

/**
 * Settles `ids` one at a time and counts those `settle` won. Each settle is a conditional write
 * that answers whether it changed anything, so passes racing on several instances count each once.
 */
export async function countSettled<Id>(
  ids: Iterable<Id>,
  settle: (id: Id) => Promise<boolean>,
): Promise<number> {
  let settled = 0;
  for (const id of ids) if (await settle(id)) settled++;
  return settled;
}
