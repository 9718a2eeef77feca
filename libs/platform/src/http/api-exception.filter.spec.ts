import { STATUS_CODES } from 'node:http';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { type ArgumentsHost, BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { errorCodes } from 'fastify';
import type { Logger } from 'pino';
import { runWithRequestId } from '../logging/request-context.js';
import { ApiExceptionFilter } from './api-exception.filter.js';

class FakeReply {
  statusCode?: number;
  body?: unknown;
  sent = false;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  send(body: unknown) {
    this.body = body;
    return this;
  }
}

const fakeLogger = () => {
  const errors: unknown[][] = [];
  return { errors, logger: { error: (...args: unknown[]) => void errors.push(args) } as unknown as Logger };
};

const hostFor = (res: FakeReply, req: object = { headers: {} }) =>
  ({ switchToHttp: () => ({ getResponse: () => res, getRequest: () => req }) }) as unknown as ArgumentsHost;

const handle = (exception: unknown, requestId = 'req-test-1', req?: object) => {
  const { logger, errors } = fakeLogger();
  const res = new FakeReply();
  runWithRequestId(requestId, () => new ApiExceptionFilter(logger).catch(exception, hostFor(res, req)));
  return { res, errors };
};

describe('ApiExceptionFilter', () => {
  test('an HttpException becomes ApiError JSON with its status and message', () => {
    const { res, errors } = handle(new NotFoundException('Artist 7 not found'));
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.body, {
      statusCode: 404,
      error: 'Not Found',
      message: 'Artist 7 not found',
      issues: undefined,
      requestId: 'req-test-1',
    });
    assert.equal(errors.length, 0, '4xx answers are not logged as errors');
  });

  test('validation issues from the pipe are passed through', () => {
    const issues = [{ path: 'name', message: 'Required' }];
    const { res } = handle(
      new BadRequestException({ message: 'Invalid request body: name: Required', issues }),
    );
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.body, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request body: name: Required',
      issues,
      requestId: 'req-test-1',
    });
  });

  test('an HttpException with a plain string response keeps that message', () => {
    const { res } = handle(new HttpException('Slow down', 429));
    assert.equal(res.statusCode, 429);
    assert.deepEqual(res.body, {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Slow down',
      issues: undefined,
      requestId: 'req-test-1',
    });
  });

  test("Fastify's body errors become clear 4xx answers", () => {
    const cases: Array<[unknown, number, string]> = [
      [new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), 400, 'Request body is not valid JSON'],
      [
        Object.assign(new SyntaxError('Unexpected end of JSON input'), { statusCode: 400 }),
        400,
        'Request body is not valid JSON',
      ],
      [
        new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(),
        400,
        'Request body is empty but its content type says JSON',
      ],
      [
        new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(),
        415,
        'Unsupported content type "text/plain": send application/json',
      ],
      [new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), 413, 'Request body is too large (limit 100 bytes)'],
    ];
    for (const [error, status, message] of cases) {
      const req = { headers: { 'content-type': 'text/plain' }, routeOptions: { bodyLimit: 100 } };
      const { res, errors } = handle(error, 'req-test-1', req);
      assert.equal(res.statusCode, status, message);
      assert.deepEqual(res.body, {
        statusCode: status,
        error: STATUS_CODES[status],
        message,
        requestId: 'req-test-1',
      });
      assert.equal(errors.length, 0);
    }
  });

  test('outside the request context the id comes from the request headers', () => {
    const { logger } = fakeLogger();
    const res = new FakeReply();
    new ApiExceptionFilter(logger).catch(
      new NotFoundException(),
      hostFor(res, { headers: { 'x-request-id': 'from-header' } }),
    );
    assert.equal((res.body as { requestId: string }).requestId, 'from-header');
  });

  test('a malformed or oversized x-request-id header is never echoed', () => {
    for (const header of ['<script>alert(1)</script>', 'x'.repeat(129), 'has space']) {
      const { logger } = fakeLogger();
      const res = new FakeReply();
      new ApiExceptionFilter(logger).catch(
        new NotFoundException(),
        hostFor(res, { headers: { 'x-request-id': header } }),
      );
      assert.equal((res.body as { requestId?: string }).requestId, undefined);
    }
  });

  test('an unknown error is a bare 500 that does not leak its message, and is logged', () => {
    const secret = new Error('connect ECONNREFUSED postgres://admin:hunter2@db/catalog');
    const { res, errors } = handle(secret);
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.body, {
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal server error',
      requestId: 'req-test-1',
    });
    assert.ok(!JSON.stringify(res.body).includes('hunter2'));
    assert.equal(errors.length, 1);
    assert.equal((errors[0][0] as { err: unknown }).err, secret);
  });

  test('errors carrying a 5xx status or thrown non-errors are 500 too', () => {
    for (const exception of [
      Object.assign(new Error('upstream said no'), { statusCode: 502 }),
      'a string',
      undefined,
      null,
    ]) {
      const { res } = handle(exception);
      assert.equal(res.statusCode, 500, String(exception));
      assert.equal((res.body as { message: string }).message, 'Internal server error');
    }
  });

  test('nothing is written when the headers were already sent', () => {
    const { logger } = fakeLogger();
    const res = new FakeReply();
    res.sent = true;
    new ApiExceptionFilter(logger).catch(new NotFoundException(), hostFor(res));
    assert.equal(res.statusCode, undefined);
    assert.equal(res.body, undefined);
  });
});
