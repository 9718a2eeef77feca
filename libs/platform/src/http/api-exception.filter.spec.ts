import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { type ArgumentsHost, BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import express from 'express';
import type { Logger } from 'pino';
import { runWithRequestId } from '../logging/request-context.js';
import { ApiExceptionFilter } from './api-exception.filter.js';

class FakeResponse {
  statusCode?: number;
  body?: unknown;
  headersSent = false;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  json(body: unknown) {
    this.body = body;
    return this;
  }
}

const fakeLogger = () => {
  const errors: unknown[][] = [];
  return { errors, logger: { error: (...args: unknown[]) => void errors.push(args) } as unknown as Logger };
};

const hostFor = (res: FakeResponse) =>
  ({ switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({}) }) }) as unknown as ArgumentsHost;

const handle = (exception: unknown, requestId = 'req-test-1') => {
  const { logger, errors } = fakeLogger();
  const res = new FakeResponse();
  runWithRequestId(requestId, () => new ApiExceptionFilter(logger).catch(exception, hostFor(res)));
  return { res, errors };
};

/** Runs express.json() over a raw body, returning the error body-parser produces. */
const bodyParserError = (raw: string, limit?: string) =>
  new Promise<unknown>((resolve, reject) => {
    const req = Object.assign(Readable.from([Buffer.from(raw)]), {
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(raw)) },
      method: 'POST',
      url: '/',
    });
    const timer = setTimeout(() => reject(new Error('body-parser never called back')), 5_000);
    express.json(limit ? { limit } : {})(req as never, {} as never, (error?: unknown) => {
      clearTimeout(timer);
      if (error) resolve(error);
      else reject(new Error('body-parser accepted the body'));
    });
  });

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

  test('a malformed JSON body is a 400 "Request body is not valid JSON"', async () => {
    const parseError = await bodyParserError('{"name": "Oak",');
    const { res, errors } = handle(parseError);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.body, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Request body is not valid JSON',
      requestId: 'req-test-1',
    });
    assert.equal(errors.length, 0);
  });

  test('a body over the limit is a 413 naming the limit', async () => {
    const tooLarge = await bodyParserError(JSON.stringify({ text: 'x'.repeat(200) }), '100b');
    const { res } = handle(tooLarge);
    assert.equal(res.statusCode, 413);
    assert.equal((res.body as { message: string }).message, 'Request body is too large (limit 100 bytes)');
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
      Object.assign(new Error('upstream said no'), { status: 502 }),
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
    const res = new FakeResponse();
    res.headersSent = true;
    new ApiExceptionFilter(logger).catch(new NotFoundException(), hostFor(res));
    assert.equal(res.statusCode, undefined);
    assert.equal(res.body, undefined);
  });
});
