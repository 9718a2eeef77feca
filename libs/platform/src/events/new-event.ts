import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@atelier/contracts';
import type { z } from 'zod';
import { currentRequestId } from '../logging/request-context.js';
import { currentTraceParent } from '../tracing/trace-context.js';

/** Builds an envelope for a contracts event, validating the payload against its schema. */
export function newEvent<TType extends string, TPayload extends z.ZodType>(
  definition: EventDefinition<TType, TPayload>,
  payload: z.input<TPayload>,
): EventEnvelope<TType, z.infer<TPayload>> {
  return {
    id: randomUUID(),
    type: definition.type,
    occurredAt: new Date().toISOString(),
    version: definition.version,
    requestId: currentRequestId(),
    payload: definition.payload.parse(payload),
  };
}

/**
 * The outbox_events row for an envelope, in the field names of the services' Prisma OutboxEvent
 * model. The relay keeps order per aggregate: pass the changed entity's key (`artist:12`) for the
 * finest order; by default events keep order per entity kind (`catalog.artist.created` →
 * `catalog.artist`), which is stricter and enough at the catalog's write rate. The row keeps the
 * writing request's W3C traceparent (when tracing is on), which the relay's publish continues.
 */
export const outboxRecord = (event: EventEnvelope, aggregate = defaultAggregate(event.type)) => ({
  id: event.id,
  aggregate,
  type: event.type,
  version: event.version,
  payload: event.payload as object,
  requestId: event.requestId ?? null,
  traceParent: currentTraceParent() ?? null,
  occurredAt: new Date(event.occurredAt),
});

const defaultAggregate = (type: string) => type.split('.').slice(0, 2).join('.');
