import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@atelier/contracts';
import type { z } from 'zod';
import { currentRequestId } from '../logging/request-context.js';

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

/** The outbox_events row for an envelope, in the field names of the services' Prisma OutboxEvent model. */
export const outboxRecord = (event: EventEnvelope) => ({
  id: event.id,
  type: event.type,
  version: event.version,
  payload: event.payload as object,
  requestId: event.requestId ?? null,
  occurredAt: new Date(event.occurredAt),
});
