import { pino, type Logger, type LevelWithSilent } from 'pino';
import { currentRequestId } from './request-context.js';

export type { Logger };

/** A JSON logger; every line carries the app name and, inside a request or event, its request id. */
export function createLogger(app: string, level: LevelWithSilent = 'info'): Logger {
  return pino({
    level,
    base: { app },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  });
}
