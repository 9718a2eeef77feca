import { z } from 'zod';

/**
 * Every event on the bus travels in this envelope. `type` is also the routing key.
 * Envelopes only grow: a breaking payload change gets a new event type.
 */
export interface EventEnvelope<TType extends string = string, TPayload = unknown> {
  id: string;
  type: TType;
  occurredAt: string;
  version: number;
  /** The request that caused the event, for tracing a change from the browser to its consumers. */
  requestId?: string;
  payload: TPayload;
}

export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().min(1),
  occurredAt: z.string(),
  version: z.number().int().positive(),
  requestId: z.string().optional(),
  payload: z.unknown(),
});

/** Describes one event: its name and payload schema, defined once here for producers and consumers. */
export interface EventDefinition<TType extends string, TPayload extends z.ZodType> {
  type: TType;
  version: number;
  payload: TPayload;
}

export const defineEvent = <TType extends string, TPayload extends z.ZodType>(
  type: TType,
  payload: TPayload,
  version = 1,
): EventDefinition<TType, TPayload> => ({ type, version, payload });
