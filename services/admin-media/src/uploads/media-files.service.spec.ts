import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { test } from 'node:test';
import { ServiceUnavailableException } from '@nestjs/common';
import type { ByteRange, MediaStorage } from '../storage/media-storage.js';
import { type MediaAnswer, MediaFilesService } from './media-files.service.js';

const IMAGE_KEY = '0f8c2d5e-1b7a-4c3d-9e6f-2a4b6c8d0e1f-960.webp';
const VIDEO_KEY = '0f8c2d5e-1b7a-4c3d-9e6f-2a4b6c8d0e1f.mp4';

/** Objects in memory; records every key looked up and every range opened. */
class FakeMediaStorage {
  readonly lookedUp: string[] = [];
  readonly opened: Array<ByteRange | undefined> = [];
  down: 'find' | 'open' | null = null;

  constructor(private readonly objects: Map<string, string>) {}

  async find(key: string) {
    this.lookedUp.push(key);
    if (this.down === 'find') throw new Error('connect ECONNREFUSED');
    const content = this.objects.get(key);
    if (content === undefined) return null;
    return {
      bytes: content.length,
      open: async (range?: ByteRange) => {
        this.opened.push(range);
        if (this.down === 'open') throw new Error('connect ECONNREFUSED');
        return Readable.from([range ? content.slice(range.start, range.end + 1) : content]);
      },
    };
  }
}

const serviceWith = (objects: Record<string, string>) => {
  const storage = new FakeMediaStorage(new Map(Object.entries(objects)));
  return { service: new MediaFilesService(storage as unknown as MediaStorage), storage };
};

const TEN_BYTES = '0123456789';

/** An answer that must not be a 404, typed as the answer of any status. */
const answered = async (service: MediaFilesService, ...request: Parameters<MediaFilesService['answer']>) => {
  const answer: MediaAnswer | null = await service.answer(...request);
  assert.ok(answer, 'an answer, not a 404');
  return answer;
};

test('a key this service never makes is a 404 without asking the storage; an unknown one a 404', async () => {
  const { service, storage } = serviceWith({ [IMAGE_KEY]: TEN_BYTES });
  for (const key of ['../secrets.env', `${IMAGE_KEY}.html`, 'logo.svg', IMAGE_KEY.replace('-960', '-961')])
    assert.equal(await service.answer(key, undefined, undefined), null, key);
  assert.deepEqual(storage.lookedUp, []);
  assert.equal(await service.answer(VIDEO_KEY, undefined, undefined), null);
  assert.deepEqual(storage.lookedUp, [VIDEO_KEY]);
});

test('a whole file: its type from its extension, a year-long immutable cache, sandboxed when opened', async () => {
  const { service } = serviceWith({ [VIDEO_KEY]: TEN_BYTES });
  const answer = await answered(service, VIDEO_KEY, undefined, undefined);
  assert.equal(answer.status, 200);
  assert.equal(await text(answer.body!), TEN_BYTES);
  assert.equal(answer.headers['content-type'], 'video/mp4');
  assert.equal(answer.headers['content-length'], '10');
  assert.equal(answer.headers.etag, `"${VIDEO_KEY}"`);
  assert.match(answer.headers['cache-control'], /immutable/);
  assert.equal(answer.headers['x-content-type-options'], 'nosniff');
  assert.equal(answer.headers['content-security-policy'], "default-src 'none'; sandbox");
});

test('a matching If-None-Match is a 304 with no body, and the object is never opened', async () => {
  const { service, storage } = serviceWith({ [IMAGE_KEY]: TEN_BYTES });
  const answer = await answered(service, IMAGE_KEY, 'bytes=0-3', `"${IMAGE_KEY}"`);
  assert.equal(answer.status, 304);
  assert.equal(answer.body, undefined);
  assert.deepEqual(storage.opened, []);
  assert.equal((await service.answer(IMAGE_KEY, undefined, '"another"'))?.status, 200);
});

test('one byte range is a 206 of just those bytes: a-b, a- and the suffix -n', async () => {
  const { service, storage } = serviceWith({ [VIDEO_KEY]: TEN_BYTES });
  const cases: Array<[string, string, string]> = [
    ['bytes=2-4', '234', 'bytes 2-4/10'],
    ['bytes=7-', '789', 'bytes 7-9/10'],
    ['bytes=-2', '89', 'bytes 8-9/10'],
    ['bytes=8-999', '89', 'bytes 8-9/10'],
  ];
  for (const [range, bytes, contentRange] of cases) {
    const answer = await answered(service, VIDEO_KEY, range, undefined);
    assert.equal(answer.status, 206, range);
    assert.equal(await text(answer.body!), bytes, range);
    assert.equal(answer.headers['content-range'], contentRange, range);
    assert.equal(answer.headers['content-length'], String(bytes.length), range);
  }
  assert.deepEqual(storage.opened[0], { start: 2, end: 4 });
});

test('a range past the end is a 416 naming the size; several ranges or another unit get the whole file', async () => {
  const { service } = serviceWith({ [VIDEO_KEY]: TEN_BYTES });
  for (const range of ['bytes=10-', 'bytes=5-2', 'bytes=-0']) {
    const answer = await answered(service, VIDEO_KEY, range, undefined);
    assert.equal(answer.status, 416, range);
    assert.equal(answer.headers['content-range'], 'bytes */10', range);
    assert.equal(answer.body, undefined, range);
  }
  for (const range of ['bytes=0-1,4-5', 'items=0-1', 'bytes=-']) {
    const answer = await answered(service, VIDEO_KEY, range, undefined);
    assert.equal(answer.status, 200, range);
    assert.equal(await text(answer.body!), TEN_BYTES, range);
  }
});

test('a storage outage, looking up or opening, is a 503 rather than a 404 or a 500', async () => {
  const { service, storage } = serviceWith({ [IMAGE_KEY]: TEN_BYTES });
  for (const down of ['find', 'open'] as const) {
    storage.down = down;
    await assert.rejects(
      service.answer(IMAGE_KEY, undefined, undefined),
      (error: unknown) =>
        error instanceof ServiceUnavailableException &&
        error.message === 'Media storage is unavailable. Try again shortly.',
      down,
    );
  }
});
