import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@atelier/contracts';
import type { Logger } from 'pino';
import { acceptOrCreateRequestId, runWithRequestId } from './request-context.js';

/**
 * Express-style middleware: adopts or mints the request id, echoes it in the response,
 * runs the rest of the request inside its context, and logs one line when the answer is sent.
 */
export function requestLoggingMiddleware(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const requestId = acceptOrCreateRequestId(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : 'info';
      logger[level](
        { requestId, method: req.method, url: req.url, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
    runWithRequestId(requestId, next);
  };
}
