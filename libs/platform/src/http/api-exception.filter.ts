import { STATUS_CODES } from 'node:http';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { type ApiError, REQUEST_ID_HEADER } from '@atelier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { currentRequestId, wellFormedRequestId } from '../logging/request-context.js';

/**
 * Every error leaves as the contracts' ApiError JSON. Fastify's own 4xx errors (body too large,
 * malformed JSON, unsupported media type) get clear messages; unexpected errors are logged with
 * their stack and answered as a bare 500, never leaking internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    sendApiError(
      this.logger,
      exception,
      http.getRequest<FastifyRequest | undefined>(),
      http.getResponse<FastifyReply>(),
    );
  }
}

/**
 * The same answers for errors raised outside Nest's pipeline: in Fastify hooks and in routes an app
 * registers on Fastify itself (the gateway's route table, its web app), whose plugin scopes keep
 * the error handler they were registered under.
 */
export const apiErrorHandler =
  (logger: Logger) =>
  (error: unknown, req: FastifyRequest, reply: FastifyReply): void =>
    sendApiError(logger, error, req, reply);

function sendApiError(
  logger: Logger,
  exception: unknown,
  req: FastifyRequest | undefined,
  reply: FastifyReply,
) {
  const body = toApiError(exception, req);
  if (body.statusCode >= 500) logger.error({ err: exception }, 'unhandled error');
  if (!reply.sent) void reply.status(body.statusCode).send(body);
}

function toApiError(thrown: unknown, req: FastifyRequest | undefined): ApiError {
  // Nest wraps Fastify's own 4xx errors in an HttpException; their code gives a clearer message.
  const exception =
    thrown instanceof HttpException && isFastifyClientError(thrown.cause) ? thrown.cause : thrown;
  // Body parsing runs outside the request's async context, so fall back to the id on the request;
  // an error raised before the logging hook checked that header must not echo it unchecked.
  const requestId = currentRequestId() ?? wellFormedRequestId(req?.headers?.[REQUEST_ID_HEADER]);
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const details =
      typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
    const message = typeof details.message === 'string' ? details.message : exception.message;
    const issues = Array.isArray(details.issues) ? (details.issues as ApiError['issues']) : undefined;
    return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, issues, requestId };
  }
  // Fastify's errors (body parsing, limits, rate limits) carry a 4xx statusCode of their own.
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message: clientErrorMessage(exception as Error & { code?: string }, req),
      requestId,
    };
  }
  return { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error', requestId };
}

const isFastifyClientError = (error: unknown): error is Error & { statusCode: number } => {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof Error && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
};

const clientErrorMessage = (error: Error & { code?: string }, req: FastifyRequest | undefined): string => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limit = req?.routeOptions?.bodyLimit;
      return `Request body is too large (limit ${limit ?? '?'} bytes)`;
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported content type ${JSON.stringify(req?.headers?.['content-type'] ?? '')}: send application/json`;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty but its content type says JSON';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Request body size does not match its Content-Length';
  }
  if (error instanceof SyntaxError) return 'Request body is not valid JSON';
  return error.message || 'Bad request';
};
