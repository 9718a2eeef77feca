import type { z } from 'zod';
import type { ApiError } from '@atelier/contracts';
import { env } from '@/config/env';
import type { ApiRoute } from './api-route';

// The only values this module needs from the contracts. Imported as values, the contracts (and zod
// with them, ~27 KB gzip) would be part of the app shell, which a first visit must not download.
const CSRF_HEADER = 'x-csrf-token' satisfies typeof import('@atelier/contracts').CSRF_HEADER;
const SESSION_ID_HEADER = 'x-session-id' satisfies typeof import('@atelier/contracts').SESSION_ID_HEADER;

const isApiError = (value: unknown): value is ApiError => {
  const body = value as Partial<ApiError> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    Number.isInteger(body.statusCode) &&
    typeof body.error === 'string' &&
    typeof body.message === 'string'
  );
};

/**
 * How requests reach the API: the browser's fetch, relative to the page. The server render
 * (entry-server.tsx) hands the gateway's own request function in instead.
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

export function setApiTransport(next: Transport) {
  transport = next;
}

/** A non-OK answer. The message follows the spec's generic format: `${status}: ${body || statusText}`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }

  /** The server's human message when the body is the API's error JSON, else the raw body. */
  get serverMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (isApiError(parsed)) return parsed.message;
    } catch {
      // Not JSON: fall through to the raw text.
    }
    return this.body || this.message;
  }
}

/**
 * A contract schema, or a function loading one: the app shell's reads pass a loader, so zod and the
 * contracts load only when the browser itself fetches (a first visit's data comes in the HTML).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

type RequestOptions<S extends z.ZodType | undefined> = {
  body?: unknown;
  schema?: SchemaSource<Exclude<S, undefined>>;
  /** Admin mutations pass the session's token; the server rejects them without it. */
  csrfToken?: string;
  /** The shopper's session, sent on every cart and checkout call (X-Session-Id). */
  sessionId?: string;
  signal?: AbortSignal;
};

type Result<S> = S extends z.ZodType ? z.infer<S> : void;

/** Calls a declared route (`apiRoute(...)` names it, its method included). */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  route: ApiRoute,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.csrfToken) headers[CSRF_HEADER] = options.csrfToken;
  if (options.sessionId) headers[SESSION_ID_HEADER] = options.sessionId;

  // Loaded while the request is under way; a failed request never leaves it rejected unhandled.
  const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
  if (schema instanceof Promise) schema.catch(() => undefined);
  const response = await transport(`${env.apiBaseUrl}${route.path}`, {
    method: route.method,
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, response.statusText, text);
  }
  if (!schema) return undefined as Result<S>;
  // Parse against the shared contract so a drifting server fails loudly here, not deep in a view.
  const [contract, json] = await Promise.all([schema, response.json() as Promise<unknown>]);
  return contract.parse(json) as Result<S>;
}

export const apiGet = <S extends z.ZodType>(
  route: ApiRoute<'GET'>,
  schema: SchemaSource<S>,
  signal?: AbortSignal,
) => apiRequest<S>(route, { schema: schema as SchemaSource<Exclude<S, undefined>>, signal });

/**
 * apiGet, or null when the server answers with one of `noneOn`: what it says there is nothing to
 * show (a record that does not exist: 404; the visitor's own record while they are not signed in or
 * verified: 401) rather than a failure, which is still thrown.
 */
export async function apiGetOrNull<S extends z.ZodType>(
  route: ApiRoute<'GET'>,
  schema: SchemaSource<S>,
  signal: AbortSignal | undefined,
  noneOn: readonly number[],
): Promise<Result<S> | null> {
  try {
    return await apiGet(route, schema, signal);
  } catch (error) {
    if (error instanceof ApiRequestError && noneOn.includes(error.status)) return null;
    throw error;
  }
}

/** True when the answer (or the error it caused) was a 404: a missing record, not a failure. */
export function isNotFound(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 404;
  return error instanceof Error && error.cause !== undefined && isNotFound(error.cause);
}
