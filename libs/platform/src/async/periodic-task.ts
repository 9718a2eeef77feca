/**
 * Runs `task` every `intervalMs`, one run at a time: a run still going when the next is due is not
 * doubled, runNow() joins a run in progress instead of starting another, and stop() waits for the
 * last run. Hand-written because it is a few lines (a job queue would be far more than this needs);
 * the sweepers of stock holds and expired checkouts use it.
 */
export class PeriodicTask<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;

  constructor(
    private readonly task: () => Promise<T>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runNow().catch(() => undefined), this.intervalMs);
    this.timer.unref();
  }

  runNow(): Promise<T> {
    this.running ??= this.task().finally(() => (this.running = undefined));
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}
