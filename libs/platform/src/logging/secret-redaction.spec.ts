import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { Controller, Get, Module, Param, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '../http/create-http-app.js';
import { createLogger } from './logger.js';
import { REDACTED, redactSecrets } from './secret-redaction.js';

const CLAIM_TOKEN =
  '0f8fad5b-d9cb-469f-a165-70867728950e.1790000000000.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const ORDER_TOKEN = 'Zy9xW8vU7tS6rQ5pO4nM3lK2jI1hG0fE';

@Controller('api')
class TokenRoutesController {
  @Get('claims/:token')
  claim(@Param('token') token: string) {
    return { length: token.length };
  }

  // A failure whose message carries the token, as a library's error might: the error log is redacted too.
  @Post('claims/:token/pay')
  pay(@Param('token') token: string) {
    throw new Error(`could not pay /api/claims/${token}/pay`);
  }

  @Get('order-confirmations/:token')
  order(@Param('token') token: string) {
    return { length: token.length };
  }
}

@Module({ controllers: [TokenRoutesController] })
class TokenRoutesModule {}

describe('secret tokens in logs', () => {
  const lines: string[] = [];
  let app: NestFastifyApplication;

  before(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split('\n'));
        done();
      },
    });
    app = await createHttpApp(TokenRoutesModule, {
      service: 'tokens',
      logger: createLogger('tokens', 'info', sink),
    });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  after(() => app.close());

  test('a request carrying a claim or order token logs no token, at any level', async () => {
    const requests = [
      { method: 'GET' as const, url: `/api/claims/${CLAIM_TOKEN}` },
      { method: 'POST' as const, url: `/api/claims/${CLAIM_TOKEN}/pay` },
      { method: 'GET' as const, url: `/api/order-confirmations/${ORDER_TOKEN}` },
      { method: 'GET' as const, url: `/api/nowhere?token=${ORDER_TOKEN}` },
      { method: 'GET' as const, url: `/purchase-success?payment_intent_client_secret=${ORDER_TOKEN}` },
    ];
    const statuses = [];
    for (const request of requests) statuses.push((await app.inject(request)).statusCode);
    assert.deepEqual(statuses, [200, 500, 200, 404, 404]);

    const requestLines = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    assert.ok(
      requestLines.some((line) => line.msg === 'request' && line.url === `/api/claims/${REDACTED}/pay`),
    );
    assert.ok(
      requestLines.some((line) => line.level === 'error'),
      'the failure was logged',
    );
    for (const line of lines) {
      assert.ok(!line.includes(CLAIM_TOKEN.slice(0, 20)), `claim token in: ${line}`);
      assert.ok(!line.includes(CLAIM_TOKEN.slice(-20)), `claim token in: ${line}`);
      assert.ok(!line.includes(ORDER_TOKEN), `order token in: ${line}`);
    }
  });
});

describe('redactSecrets', () => {
  test('replaces the token segment of every secret address form and keeps the rest', () => {
    assert.equal(redactSecrets(`/claim/${CLAIM_TOKEN}`), `/claim/${REDACTED}`);
    assert.equal(redactSecrets(`/api/claims/${CLAIM_TOKEN}/pay`), `/api/claims/${REDACTED}/pay`);
    assert.equal(
      redactSecrets(`https://shop.example/orders/${ORDER_TOKEN}?x=1`),
      `https://shop.example/orders/${REDACTED}?x=1`,
    );
    assert.equal(
      redactSecrets(`/api/checkout/confirmation?paymentIntentId=pi_1&sessionId=${ORDER_TOKEN}`),
      `/api/checkout/confirmation?paymentIntentId=pi_1&sessionId=${REDACTED}`,
    );
  });

  test('leaves other addresses and the claims list alone', () => {
    for (const text of ['/api/claims/mine', '/api/products/12/auction', '/product/12', 'plain words'])
      assert.equal(redactSecrets(text), text);
  });
});
