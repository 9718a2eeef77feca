import { type DestinationStream, pino, type Logger, type LevelWithSilent } from 'pino';
import { activeTraceFields } from '../tracing/trace-context.js';
import { currentRequestId } from './request-context.js';
import { redactLogValue } from './secret-redaction.js';

export type { Logger };

/**
 * A JSON logger; every line carries the app name and, inside a request or event, its request id and,
 * when tracing is on and a span is active, its trace_id and span_id. Secret tokens in addresses
 * (claim links, order confirmations, client secrets) are redacted from every line's message and
 * fields here, whoever logs them (secret-redaction.ts).
 */
export function createLogger(
  app: string,
  level: LevelWithSilent = 'info',
  /** Default stdout; tests read the lines from their own stream. */
  destination?: DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { app },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => redactLogValue(arg)) as typeof args);
      },
    },
    mixin: () => {
      const requestId = currentRequestId();
      return { ...(requestId ? { requestId } : {}), ...activeTraceFields() };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
