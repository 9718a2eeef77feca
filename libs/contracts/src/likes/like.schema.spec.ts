import assert from 'node:assert/strict';
import { test } from 'node:test';
import { likeInputSchema, likeStatusSchema } from './like.schema.js';
import { sessionIdSchema } from './session-id.schema.js';

test('session ids: 16 to 128 characters of letters, digits, _ and -', () => {
  for (const good of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'a'.repeat(16), 'Zx_-'.repeat(32)])
    assert.equal(sessionIdSchema.safeParse(good).success, true, good);
  const message = (value: unknown) => sessionIdSchema.safeParse(value).error?.issues[0]?.message;
  assert.equal(message('short'), 'sessionId must be at least 16 characters');
  assert.equal(message('a'.repeat(129)), 'sessionId must be at most 128 characters');
  assert.equal(message('a'.repeat(15) + ' '), 'sessionId may contain only letters, digits, "_" and "-"');
  assert.equal(message("'; drop table x;--aaaa"), 'sessionId may contain only letters, digits, "_" and "-"');
  assert.equal(message(undefined), 'sessionId is required');
});

test('like bodies and answers', () => {
  assert.equal(likeInputSchema.safeParse({ sessionId: 'b'.repeat(20) }).success, true);
  assert.equal(likeInputSchema.safeParse({}).success, false);
  assert.deepEqual(likeStatusSchema.parse({ liked: true, likesCount: 3 }), { liked: true, likesCount: 3 });
  assert.equal(likeStatusSchema.safeParse({ liked: true, likesCount: -1 }).success, false);
});
