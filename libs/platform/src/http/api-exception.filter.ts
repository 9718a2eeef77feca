import { STATUS_CODES } from 'node:http';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { ApiError } from '@atelier/contracts';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { currentRequestId } from '../logging/request-context.js';

/**
 * Every error leaves as the contracts' ApiError JSON. Unexpected errors are logged with their stack
 * and answered as a bare 500, never leaking internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const body = this.toApiError(exception);
    if (body.statusCode >= 500) this.logger.error({ err: exception }, 'unhandled error');
    if (!res.headersSent) res.status(body.statusCode).json(body);
  }

  private toApiError(exception: unknown): ApiError {
    const requestId = currentRequestId();
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const details =
        typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
      const message = typeof details.message === 'string' ? details.message : exception.message;
      const issues = Array.isArray(details.issues) ? (details.issues as ApiError['issues']) : undefined;
      return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, issues, requestId };
    }
    // Body parser errors (malformed JSON, too large) carry a status of their own.
    const status = (exception as { status?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return {
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message: bodyErrorMessage(exception),
        requestId,
      };
    }
    return { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error', requestId };
  }
}

const bodyErrorMessage = (error: unknown): string => {
  const { type, limit } = error as { type?: string; limit?: number };
  if (type === 'entity.parse.failed') return 'Request body is not valid JSON';
  if (type === 'entity.too.large') return `Request body is too large (limit ${limit ?? '?'} bytes)`;
  return (error as Error).message || 'Bad request';
};
