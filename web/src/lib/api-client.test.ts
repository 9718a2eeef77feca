import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CSRF_HEADER } from '@atelier/contracts';
import { mockApi } from '@/testing/mock-api';
import { ApiRequestError, apiGet, apiGetOrNull, apiRequest } from './api-client';

describe('api client', () => {
  it('parses an OK answer with the contract schema and sends cookies', async () => {
    const { calls } = mockApi({ 'GET /api/thing': { body: { id: 1 } } });
    await expect(apiGet('/api/thing', z.object({ id: z.number() }))).resolves.toEqual({ id: 1 });
    expect(calls[0].init?.credentials).toBe('include');
  });

  it('formats a non-OK answer as "status: body text"', async () => {
    mockApi({ 'GET /api/thing': { status: 404, body: '{"message":"gone"}' } });
    const error = await apiGet('/api/thing', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe('404: {"message":"gone"}');
    expect((error as ApiRequestError).serverMessage).toBe('{"message":"gone"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    const fetchMock = async () => new Response(null, { status: 503, statusText: 'Service Unavailable' });
    globalThis.fetch = fetchMock as typeof fetch;
    await expect(apiGet('/api/thing', z.unknown())).rejects.toThrow('503: Service Unavailable');
  });

  it("extracts the API error JSON's message", async () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'Try again in 60 seconds.' };
    mockApi({ 'POST /api/x': { status: 429, body } });
    const error = (await apiRequest('/api/x', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(error.message).toBe(`429: ${JSON.stringify(body)}`);
    expect(error.serverMessage).toBe('Try again in 60 seconds.');
  });

  it('sends JSON bodies and the CSRF header for admin mutations', async () => {
    const { calls } = mockApi({ 'POST /api/x': { status: 204 } });
    await apiRequest('/api/x', { method: 'POST', body: { a: 1 }, csrfToken: 'tok' });
    const headers = calls[0].init?.headers as Record<string, string>;
    expect(headers[CSRF_HEADER]).toBe('tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0].init?.body).toBe('{"a":1}');
  });

  it('rejects an answer that breaks the contract', async () => {
    mockApi({ 'GET /api/thing': { body: { id: 'one' } } });
    await expect(apiGet('/api/thing', z.object({ id: z.number() }))).rejects.toThrow();
  });

  it('answers null for the statuses that mean "none", and still throws any other failure', async () => {
    const schema = z.object({ id: z.number() });
    mockApi({ 'GET /api/mine': { status: 401, body: '' } });
    await expect(apiGetOrNull('/api/mine', schema, undefined, [401, 404])).resolves.toBeNull();
    mockApi({ 'GET /api/mine': { status: 500, body: 'boom' } });
    await expect(apiGetOrNull('/api/mine', schema, undefined, [401, 404])).rejects.toThrow('500: boom');
    mockApi({ 'GET /api/mine': { body: { id: 2 } } });
    await expect(apiGetOrNull('/api/mine', schema, undefined, [401, 404])).resolves.toEqual({ id: 2 });
  });
});
