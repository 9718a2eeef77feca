import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artistDeletedEvent } from '@atelier/contracts';
import { ZodError } from 'zod';
import { runWithRequestId } from '../logging/request-context.js';
import { newEvent, outboxRecord } from './new-event.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newEvent', () => {
  test('builds an envelope from the contract definition', () => {
    const event = newEvent(artistDeletedEvent, { artistId: 12 });
    assert.equal(event.type, 'catalog.artist.deleted');
    assert.equal(event.version, artistDeletedEvent.version);
    assert.deepEqual(event.payload, { artistId: 12 });
    assert.match(event.id, UUID);
    assert.equal(new Date(event.occurredAt).toISOString(), event.occurredAt);
    assert.equal(event.requestId, undefined);
    assert.notEqual(newEvent(artistDeletedEvent, { artistId: 12 }).id, event.id);
  });

  test('validates the payload with the contract schema', () => {
    for (const bad of [{ artistId: 'twelve' }, { artistId: 1.5 }, {}]) {
      assert.throws(() => newEvent(artistDeletedEvent, bad as never), ZodError, JSON.stringify(bad));
    }
  });

  test('the payload is the parsed one: unknown keys do not travel', () => {
    const event = newEvent(artistDeletedEvent, { artistId: 3, internalNote: 'secret' } as never);
    assert.deepEqual(event.payload, { artistId: 3 });
  });

  test('carries the current request id', async () => {
    const event = await runWithRequestId('req-abc', async () =>
      newEvent(artistDeletedEvent, { artistId: 1 }),
    );
    assert.equal(event.requestId, 'req-abc');
  });
});

describe('outboxRecord', () => {
  test('maps an envelope to the OutboxEvent row fields', () => {
    const event = runWithRequestId('req-xyz', () => newEvent(artistDeletedEvent, { artistId: 5 }));
    const record = outboxRecord(event);
    assert.deepEqual(record, {
      id: event.id,
      aggregate: 'catalog.artist',
      type: 'catalog.artist.deleted',
      version: 1,
      payload: { artistId: 5 },
      requestId: 'req-xyz',
      // Tracing is off in this test process: no span, so no traceparent to keep.
      traceParent: null,
      occurredAt: new Date(event.occurredAt),
    });
    assert.ok(record.occurredAt instanceof Date);
  });

  test('keeps the aggregate key it is given', () => {
    assert.equal(
      outboxRecord(newEvent(artistDeletedEvent, { artistId: 5 }), 'artist:5').aggregate,
      'artist:5',
    );
  });

  test('stores a missing request id as null', () => {
    assert.equal(outboxRecord(newEvent(artistDeletedEvent, { artistId: 5 })).requestId, null);
  });
});
