import type { Logger } from 'pino';
import { lastShutdownSteps } from './last-shutdown-steps.js';

/**
 * On SIGTERM or SIGINT, runs the close steps once, in order (the edge first, the database last),
 * then the last steps (the tracing flush, see runLastOnShutdown), then exits. A second signal while closing is ignored rather than closing things twice.
 */
export function closeOnSignals(logger: Logger, steps: (() => Promise<unknown>)[]): void {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    for (const step of [...steps, ...lastShutdownSteps()]) await step();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
}
