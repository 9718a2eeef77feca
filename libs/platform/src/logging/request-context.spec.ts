import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { acceptOrCreateRequestId, currentRequestId, runWithRequestId } from './request-context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('acceptOrCreateRequestId', () => {
  test('keeps well-formed incoming ids unchanged', () => {
    for (const id of [
      'abc',
      'req-123',
      'A.b_c:d-e',
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      'x'.repeat(128),
    ]) {
      assert.equal(acceptOrCreateRequestId(id), id);
    }
  });

  test('replaces missing, malformed or oversized ids with a fresh uuid', () => {
    const bad: unknown[] = [
      undefined,
      null,
      '',
      42,
      ['req-1'],
      'has space',
      'x'.repeat(129),
      'new\nline',
      'id\n',
      '<script>',
      'ümlaut',
    ];
    for (const incoming of bad) {
      const id = acceptOrCreateRequestId(incoming);
      assert.match(id, UUID, `kept ${JSON.stringify(incoming)}`);
      assert.notEqual(id, incoming);
    }
  });

  test('mints a different id each time', () => {
    assert.notEqual(acceptOrCreateRequestId(undefined), acceptOrCreateRequestId(undefined));
  });
});

describe('runWithRequestId / currentRequestId', () => {
  test('there is no request id outside a request', () => {
    assert.equal(currentRequestId(), undefined);
  });

  test('the id survives awaits and nested runs restore the outer id', async () => {
    const seen = await runWithRequestId('outer', async () => {
      await sleep(1);
      const before = currentRequestId();
      const inner = await runWithRequestId('inner', async () => {
        await sleep(1);
        return currentRequestId();
      });
      return [before, inner, currentRequestId()];
    });
    assert.deepEqual(seen, ['outer', 'inner', 'outer']);
    assert.equal(currentRequestId(), undefined);
  });

  test("concurrent requests never see each other's id", async () => {
    const ids = ['r1', 'r2', 'r3'];
    const seen = await Promise.all(
      ids.map((id, i) =>
        runWithRequestId(id, async () => {
          await sleep(3 - i);
          return currentRequestId();
        }),
      ),
    );
    assert.deepEqual(seen, ids);
  });
});
