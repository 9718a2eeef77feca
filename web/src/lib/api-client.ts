import type { z } from 'zod';
import { CSRF_HEADER, SESSION_ID_HEADER, apiErrorSchema } from '@atelier/contracts';
import { env } from '@/config/env';

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
      const parsed = apiErrorSchema.safeParse(JSON.parse(this.body));
      if (parsed.success) return parsed.data.message;
    } catch {
      // Not JSON: fall through to the raw text.
    }
    return this.body || this.message;
  }
}

type RequestOptions<S extends z.ZodType | undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: S;
  /** Admin mutations pass the session's token; the server rejects them without it. */
  csrfToken?: string;
  /** The shopper's session, sent on every cart and checkout call (X-Session-Id). */
  sessionId?: string;
  signal?: AbortSignal;
};

type Result<S> = S extends z.ZodType ? z.infer<S> : void;

export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.csrfToken) headers[CSRF_HEADER] = options.csrfToken;
  if (options.sessionId) headers[SESSION_ID_HEADER] = options.sessionId;

  const response = await fetch(`${env.apiBaseUrl}${path}`, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, response.statusText, text);
  }
  if (!options.schema) return undefined as Result<S>;
  // Parse against the shared contract so a drifting server fails loudly here, not deep in a view.
  return options.schema.parse(await response.json()) as Result<S>;
}

export const apiGet = <S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) =>
  apiRequest(path, { schema, signal });

/** True when the answer (or the error it caused) was a 404: a missing record, not a failure. */
export function isNotFound(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 404;
  return error instanceof Error && error.cause !== undefined && isNotFound(error.cause);
}
