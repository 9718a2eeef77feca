import assert from 'node:assert/strict';
import { existsSync, ReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { test } from 'node:test';
import {
  BadRequestException,
  HttpException,
  ServiceUnavailableException,
  UnprocessableEntityException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { MediaStorage } from '../storage/media-storage.js';
import { DeepZoomStore } from './deep-zoom-store.js';
import { UploadsService } from './uploads.service.js';

const VIDEO_MAX = 1024 * 1024;

/** Objects in memory; `failOnPut` makes that write (1 = the first) fail, as an unreachable bucket does. */
class FakeMediaStorage {
  readonly objects = new Map<string, { data: Buffer; bytes: number; contentType: string }>();
  readonly removals: string[][] = [];
  /** The temporary files that videos were streamed from. */
  readonly streamedFrom: string[] = [];
  failOnPut: number | null = null;
  failRemove = false;
  private puts = 0;

  async put(key: string, body: Buffer | Readable, bytes: number, contentType: string) {
    if (body instanceof ReadStream) this.streamedFrom.push(String(body.path));
    const data = Buffer.isBuffer(body) ? body : await buffer(body);
    if (++this.puts === this.failOnPut) throw new Error('connect ECONNREFUSED');
    this.objects.set(key, { data, bytes, contentType });
  }

  async remove(keys: string[]) {
    this.removals.push(keys);
    if (this.failRemove) throw new Error('connect ECONNREFUSED');
    for (const key of keys) this.objects.delete(key);
  }
}

/** A multipart request carrying one file, in chunks the size the multipart parser hands out. */
const requestWith = (data: Buffer, fieldname = 'image', truncated = false) => {
  const chunks = [];
  for (let at = 0; at < data.length; at += 64 * 1024) chunks.push(data.subarray(at, at + 64 * 1024));
  const file = Object.assign(Readable.from(chunks), { truncated });
  return { isMultipart: () => true, file: async () => ({ fieldname, file }) } as unknown as FastifyRequest;
};

const serviceWith = () => {
  const storage = new FakeMediaStorage();
  const media = storage as unknown as MediaStorage;
  const service = new UploadsService(media, { videoMaxBytes: VIDEO_MAX }, new DeepZoomStore(media));
  return { service, storage };
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/** An ISO BMFF `ftyp` box naming MP4 brands, then filler: its bytes say video/mp4. */
const mp4 = (bytes: number) => {
  const ftyp = Buffer.from('00000018667479706d7034320000000069736f6d', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(bytes - ftyp.length, 7)]);
};

const refusal =
  (type: new (...args: never[]) => HttpException, message: string | RegExp, status?: number) =>
  (error: unknown) =>
    error instanceof type &&
    (status === undefined || error.getStatus() === status) &&
    (typeof message === 'string' ? error.message === message : message.test(error.message));

test('an image is stored as WebP at 480, 960 and 1600 under one id; the answer points at the 960 one', async () => {
  const { service, storage } = serviceWith();
  const result = await service.upload(requestWith(await png(2000, 1200)));
  const keys = [...storage.objects.keys()].filter(
    (key) => key.endsWith('0.webp') && !key.includes('_files/'),
  );
  const id = keys[0].slice(0, 36);
  assert.deepEqual(keys.sort(), [`${id}-1600.webp`, `${id}-480.webp`, `${id}-960.webp`]);
  assert.equal(result.url, `/uploads/${id}-960.webp`);
  assert.deepEqual(result.widths, [480, 960, 1600]);
  assert.equal(result.contentType, 'image/webp');
  const stored = keys.map((key) => storage.objects.get(key)!);
  assert.ok(stored.every((o) => o.contentType === 'image/webp' && o.bytes === o.data.length));
  assert.equal(
    result.bytes,
    stored.reduce((sum, o) => sum + o.bytes, 0),
  );
});

test('an image also gets its Deep Zoom pyramid at full resolution: 510 px tiles, the manifest written last', async () => {
  const { service, storage } = serviceWith();
  await service.upload(requestWith(await png(2000, 1200)));
  const keys = [...storage.objects.keys()];
  const id = keys[0].slice(0, 36);
  assert.equal(keys.at(-1), `${id}.dzi`, 'the manifest is the last object written');
  const manifest = storage.objects.get(`${id}.dzi`)!;
  assert.equal(manifest.contentType, 'application/xml');
  const xml = manifest.data.toString('utf8');
  assert.match(xml, /Format="webp"/);
  assert.match(xml, /Overlap="1"/);
  assert.match(xml, /TileSize="510"/);
  assert.match(xml, /Height="1200"/);
  assert.match(xml, /Width="2000"/);
  // The deepest level (11: 2^11 >= 2000) is the upload's own size, 4 × 3 tiles of 510 px.
  const deepest = keys.filter((key) => key.startsWith(`${id}_files/11/`)).sort();
  assert.equal(deepest.length, 12);
  assert.ok(deepest.includes(`${id}_files/11/3_2.webp`));
  const corner = await sharp(storage.objects.get(`${id}_files/11/0_0.webp`)!.data).metadata();
  assert.deepEqual([corner.format, corner.width, corner.height], ['webp', 511, 511]);
  assert.ok(keys.includes(`${id}_files/0/0_0.webp`));
  assert.equal(
    keys.some((key) => key.includes('vips-properties')),
    false,
  );
});

test('a pyramid tile failing to be stored is a 503 and the renditions and tiles are removed again', async () => {
  const { service, storage } = serviceWith();
  storage.failOnPut = 6;
  await assert.rejects(service.upload(requestWith(await png(1000, 600))), ServiceUnavailableException);
  assert.equal(storage.objects.size, 0);
});

test('a write failing part-way is a 503 and the variants already written are removed again', async () => {
  const { service, storage } = serviceWith();
  storage.failOnPut = 2;
  await assert.rejects(
    service.upload(requestWith(await png(1000, 600))),
    refusal(
      ServiceUnavailableException,
      'Media storage is unavailable; nothing was stored. Try again shortly.',
    ),
  );
  assert.equal(storage.objects.size, 0);
  assert.equal(storage.removals[0].length, 3);
  // The clean-up failing as well still answers the 503, not the clean-up's error.
  storage.failOnPut = 3;
  storage.failRemove = true;
  await assert.rejects(service.upload(requestWith(await png(1000, 600))), ServiceUnavailableException);
});

test('a video is stored byte for byte from a temporary file, which is gone afterwards', async () => {
  const { service, storage } = serviceWith();
  const video = mp4(200 * 1024);
  const result = await service.upload(requestWith(video, 'file'));
  assert.match(result.url, /^\/uploads\/[0-9a-f-]{36}\.mp4$/);
  assert.deepEqual(
    { mediaType: result.mediaType, contentType: result.contentType, bytes: result.bytes },
    { mediaType: 'video', contentType: 'video/mp4', bytes: video.length },
  );
  const [stored] = storage.objects.values();
  assert.deepEqual(stored.data, video);
  assert.equal(stored.bytes, video.length);
  assert.equal(storage.streamedFrom.length, 1);
  assert.equal(existsSync(storage.streamedFrom[0]), false);
});

test('a video the storage cannot take is a 503, and its temporary file is removed too', async () => {
  const { service, storage } = serviceWith();
  storage.failOnPut = 1;
  await assert.rejects(service.upload(requestWith(mp4(100 * 1024))), ServiceUnavailableException);
  assert.equal(storage.objects.size, 0);
  assert.equal(existsSync(storage.streamedFrom[0]), false);
});

test('only a multipart body with one file in the field "image" or "file" is read', async () => {
  const { service, storage } = serviceWith();
  const notMultipart = { isMultipart: () => false } as unknown as FastifyRequest;
  await assert.rejects(
    service.upload(notMultipart),
    refusal(UnsupportedMediaTypeException, 'Send the file as multipart/form-data in the field "image"'),
  );
  const noFile = { isMultipart: () => true, file: async () => undefined } as unknown as FastifyRequest;
  await assert.rejects(
    service.upload(noFile),
    refusal(BadRequestException, 'No file: send one in the field "image"'),
  );
  await assert.rejects(
    service.upload(requestWith(await png(40, 40), 'picture')),
    refusal(BadRequestException, 'Send the file in the field "image" (got "picture")'),
  );
  assert.equal(storage.objects.size, 0);
});

test('too large is a 413 with the limit: 10 MB for images, the setting for videos, or cut short by the parser', async () => {
  const { service, storage } = serviceWith();
  const small = await png(40, 40);
  await assert.rejects(
    service.upload(requestWith(Buffer.concat([small, Buffer.alloc(10 * 1024 * 1024)]))),
    refusal(HttpException, 'Images may be at most 10 MB', 413),
  );
  await assert.rejects(
    service.upload(requestWith(mp4(VIDEO_MAX + 1))),
    refusal(HttpException, 'Videos may be at most 1 MB', 413),
  );
  await assert.rejects(
    service.upload(requestWith(small, 'image', true)),
    refusal(HttpException, 'Images may be at most 10 MB', 413),
  );
  assert.equal(storage.objects.size, 0);
});

test('the bytes decide: text is a 415 whatever it claims, a damaged image a 422, an empty file a 400', async () => {
  const { service, storage } = serviceWith();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  await assert.rejects(
    service.upload(requestWith(svg)),
    refusal(UnsupportedMediaTypeException, /^Unsupported file type: upload a JPEG, PNG, GIF or WebP image/),
  );
  const whole = await png(800, 600);
  await assert.rejects(
    service.upload(requestWith(whole.subarray(0, Math.floor(whole.length / 2)))),
    refusal(UnprocessableEntityException, /^The PNG image could not be read/),
  );
  await assert.rejects(
    service.upload(requestWith(Buffer.alloc(0))),
    refusal(BadRequestException, 'The uploaded file is empty'),
  );
  assert.equal(storage.objects.size, 0);
});

test("the multipart parser's own refusals: its 413 stays a 413, anything else is a 400", async () => {
  const { service } = serviceWith();
  const failing = (error: Error) =>
    ({
      isMultipart: () => true,
      file: async () => {
        throw error;
      },
    }) as unknown as FastifyRequest;
  await assert.rejects(
    service.upload(failing(Object.assign(new Error('request file too large'), { statusCode: 413 }))),
    refusal(HttpException, 'request file too large', 413),
  );
  await assert.rejects(
    service.upload(failing(new Error('Unexpected end of form'))),
    refusal(BadRequestException, 'The upload could not be read: Unexpected end of form'),
  );
});
