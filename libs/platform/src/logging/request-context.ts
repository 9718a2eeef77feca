import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

interface RequestContext {
  requestId: string;
}

// Carries the request id through async work so logs and outgoing events can name their request.
const storage = new AsyncLocalStorage<RequestContext>();

export const runWithRequestId = <T>(requestId: string, fn: () => T): T => storage.run({ requestId }, fn);

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id if it is well-formed (bounded length, safe alphabet), else undefined. */
export const wellFormedRequestId = (incoming: unknown): string | undefined =>
  typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : undefined;

/** Keeps a well-formed incoming id (so a trace survives hops), otherwise mints a new one. */
export const acceptOrCreateRequestId = (incoming: unknown): string =>
  wellFormedRequestId(incoming) ?? randomUUID();
