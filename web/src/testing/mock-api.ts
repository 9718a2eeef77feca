import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown } | 'pending';
type Handler = Reply | ((init: RequestInit | undefined) => Reply | Promise<Reply>);

export type RecordedCall = { method: string; path: string; init: RequestInit | undefined };

/**
 * Stubs global fetch with a table keyed by 'METHOD /path' (query string included), falling back to
 * 'METHOD /path' without the query (for ids made at run time, such as the session id).
 * 'pending' never resolves, to hold a screen in its loading state. Unlisted calls answer 404.
 */
export function mockApi(table: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = `${url.pathname}${url.search}`;
    calls.push({ method, path, init });
    const handler = table[`${method} ${path}`] ?? table[`${method} ${url.pathname}`];
    const reply =
      typeof handler === 'function'
        ? await handler(init)
        : (handler ?? { status: 404, body: notFound(path) });
    if (reply === 'pending') return new Promise<Response>(() => {});
    const status = reply.status ?? 200;
    const text =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const notFound = (path: string) => ({ statusCode: 404, error: 'Not Found', message: `No route for ${path}` });
