import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CSRF_HEADER } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { ApiRequestError, apiGet, apiGetOrNull, apiRequest } from './api-client';
import { apiRoute } from './api-route';

const stats = apiRoute('GET /api/stats');
const login = apiRoute('POST /api/auth/login');
const me = apiRoute('GET /api/auth/me');

describe('api client', () => {
  it('parses an OK answer with the contract schema and sends cookies', async () => {
    const { calls } = mockApi({ 'GET /api/stats': { body: { id: 1 } } });
    await expect(apiGet(stats, z.object({ id: z.number() }))).resolves.toEqual({ id: 1 });
    expect(calls[0].init?.credentials).toBe('include');
  });

  it('formats a non-OK answer as "status: body text"', async () => {
    mockApi({ 'GET /api/stats': { status: 404, body: '{"message":"gone"}' } });
    const error = await apiGet(stats, z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe('404: {"message":"gone"}');
    expect((error as ApiRequestError).serverMessage).toBe('{"message":"gone"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    const fetchMock = async () => new Response(null, { status: 503, statusText: 'Service Unavailable' });
    globalThis.fetch = fetchMock as typeof fetch;
    await expect(apiGet(stats, z.unknown())).rejects.toThrow('503: Service Unavailable');
  });

  it("extracts the API error JSON's message", async () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'Try again in 60 seconds.' };
    mockApi({ 'POST /api/auth/login': { status: 429, body } });
    const error = (await apiRequest(login, { body: {} }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.message).toBe(`429: ${JSON.stringify(body)}`);
    expect(error.serverMessage).toBe('Try again in 60 seconds.');
  });

  it("sends the route's method, JSON bodies and the CSRF header for admin mutations", async () => {
    const { calls } = mockApi({ 'POST /api/auth/login': { status: 204 } });
    await apiRequest(login, { body: { a: 1 }, csrfToken: 'tok' });
    expect(calls[0].method).toBe('POST');
    const headers = calls[0].init?.headers as Record<string, string>;
    expect(headers[CSRF_HEADER]).toBe('tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0].init?.body).toBe('{"a":1}');
  });

  it('reads with GET routes only (checked by the compiler)', () => {
    const refused = () => {
      // @ts-expect-error -- apiGet sends a GET: a DELETE route is refused (an unused expect-error fails tsc)
      void apiGet(apiRoute('DELETE /api/products/:id', { id: 1 }), z.unknown());
      // @ts-expect-error -- a path is no route: every call names a declared one
      void apiRequest('/api/products/1');
    };
    expect(refused).toBeTypeOf('function');
  });

  it('rejects an answer that breaks the contract', async () => {
    mockApi({ 'GET /api/stats': { body: { id: 'one' } } });
    await expect(apiGet(stats, z.object({ id: z.number() }))).rejects.toThrow();
  });

  it('answers null for the statuses that mean "none", and still throws any other failure', async () => {
    const schema = z.object({ id: z.number() });
    mockApi({ 'GET /api/auth/me': { status: 401, body: '' } });
    await expect(apiGetOrNull(me, schema, undefined, [401, 404])).resolves.toBeNull();
    mockApi({ 'GET /api/auth/me': { status: 500, body: 'boom' } });
    await expect(apiGetOrNull(me, schema, undefined, [401, 404])).rejects.toThrow('500: boom');
    mockApi({ 'GET /api/auth/me': { body: { id: 2 } } });
    await expect(apiGetOrNull(me, schema, undefined, [401, 404])).resolves.toEqual({ id: 2 });
  });
});
