import type { Logger } from 'pino';

/**
 * On SIGTERM or SIGINT, runs the close steps once, in order (the edge first, the database last),
 * then exits. A second signal while closing is ignored rather than closing things twice.
 */
export function closeOnSignals(logger: Logger, steps: (() => Promise<unknown>)[]): void {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    for (const step of steps) await step();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
}
