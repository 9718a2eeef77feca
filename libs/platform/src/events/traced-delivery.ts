import type { EventEnvelope } from '@atelier/contracts';
import { runWithRequestId } from '../logging/request-context.js';
import { contextFrom, inSpan, SpanKind, type TraceCarrier } from '../tracing/trace-context.js';
import type { EventSubscription } from './event-bus.js';

/**
 * Runs one delivery of an event to a consumer inside the event's request id (for the logs) and a
 * consumer span that continues the trace the event was published in (the carrier: the AMQP
 * headers, or what the in-process bus kept at publish). Both buses deliver through here.
 */
export const deliverInTrace = (
  subscription: EventSubscription,
  event: EventEnvelope,
  carrier: TraceCarrier | Record<string, unknown> | undefined,
  attempt: number,
): Promise<void> =>
  runWithRequestId(event.requestId ?? event.id, () =>
    inSpan(
      `process ${event.type}`,
      {
        kind: SpanKind.CONSUMER,
        parent: contextFrom(carrier),
        attributes: {
          'messaging.operation.type': 'process',
          'messaging.destination.name': event.type,
          'messaging.consumer.group.name': subscription.consumer,
          'messaging.message.id': event.id,
          'atelier.delivery.attempt': attempt,
        },
      },
      () => subscription.handle(event),
    ),
  );
