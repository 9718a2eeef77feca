// POST /api/upload and GET /uploads/:key with the local-folder storage: accepted images and videos,
// and every refused file answered with a clear 4xx, nothing stored.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { uploadResultSchema } from '@atelier/contracts';
import sharp from 'sharp';
import { LocalMediaStorage } from '../src/index.js';
import {
  sampleGif,
  sampleJpeg,
  sampleMp4,
  samplePng,
  sampleWebm,
  sampleWebp,
} from './support/sample-media.js';
import { startTestAdminMedia, type TestAdminMedia } from './support/test-admin-media.js';

let t: TestAdminMedia;
let dir: string;
const VIDEO_MAX = 1024 * 1024;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'admin-media-local-'));
  t = await startTestAdminMedia(
    'admin_media_local_uploads',
    new LocalMediaStorage(join(dir, 'uploads')),
    VIDEO_MAX,
  );
});
after(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const storedFiles = () => readdir(join(dir, 'uploads'));

describe('accepted uploads', () => {
  test('a JPEG gets its Deep Zoom pyramid in folders beside its renditions, served through the tile route', async () => {
    const uploaded = await t.upload(await sampleJpeg(1200, 900), { name: 'table.jpg' });
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    const id = /([0-9a-f-]{36})-960\.webp$/.exec(uploaded.body.url)![1];
    assert.ok((await storedFiles()).includes(`${id}.dzi`));
    const levels = await readdir(join(dir, 'uploads', `${id}_files`));
    assert.ok(levels.includes('11') && levels.includes('0'), levels.join());
    const tile = await t.anyone('GET', `/uploads/${id}_files/11/2_1.webp`);
    assert.equal(tile.status, 200);
    assert.equal((await sharp(Buffer.from(await tile.arrayBuffer())).metadata()).format, 'webp');
  });

  test('a JPEG is re-encoded to WebP at 480, 960 and 1600 px without its metadata, and served immutable', async () => {
    const uploaded = await t.upload(await sampleJpeg(), { name: 'chair.jpg' });
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    const result = uploadResultSchema.parse(uploaded.body);
    assert.match(result.url, /^\/uploads\/[0-9a-f-]{36}-960\.webp$/);
    assert.equal(result.imageUrl, result.url);
    assert.deepEqual(result.widths, [480, 960, 1600]);
    for (const width of [480, 960, 1600]) {
      const response = await t.anyone('GET', result.url.replace('-960.webp', `-${width}.webp`));
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'image/webp');
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      assert.equal(meta.format, 'webp');
      assert.equal(meta.width, width);
      assert.equal(meta.exif, undefined, 'EXIF is stripped');
    }
  });

  test('a small image is never enlarged; PNG, GIF and WebP are accepted whatever their declared name', async () => {
    for (const [file, name] of [
      [await samplePng(), 'logo.txt'],
      [await sampleGif(), 'anim.gif'],
      [await sampleWebp(), 'photo.webp'],
    ] as const) {
      const uploaded = await t.upload(file, { name, type: 'application/octet-stream' });
      assert.equal(uploaded.status, 201, `${name}: ${JSON.stringify(uploaded.body)}`);
      const large = await t.anyone('GET', uploaded.body.url.replace('-960.webp', '-1600.webp'));
      const meta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
      assert.ok((meta.width ?? 0) <= 800, `${name} kept its own width (${meta.width})`);
    }
  });

  test('MP4 and WebM videos are stored as they are, in the field "file" too, and served with byte ranges', async () => {
    const mp4 = sampleMp4();
    const uploaded = await t.upload(mp4, { field: 'file', name: 'hero.mov', type: 'video/quicktime' });
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    assert.equal(uploaded.body.mediaType, 'video');
    assert.match(uploaded.body.url, /^\/uploads\/[0-9a-f-]{36}\.mp4$/);
    const whole = await t.anyone('GET', uploaded.body.url);
    assert.equal(whole.headers.get('content-type'), 'video/mp4');
    assert.deepEqual(Buffer.from(await whole.arrayBuffer()), mp4);
    const part = await t.anyone('GET', uploaded.body.url, { range: 'bytes=4-11' });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), `bytes 4-11/${mp4.length}`);
    assert.equal(Buffer.from(await part.arrayBuffer()).toString('latin1'), 'ftypmp42');
    const beyond = await t.anyone('GET', uploaded.body.url, { range: `bytes=${mp4.length}-` });
    assert.equal(beyond.status, 416);
    const webm = await t.upload(sampleWebm(), { name: 'loop.webm', type: 'video/webm' });
    assert.equal(webm.status, 201);
    assert.match(webm.body.url, /\.webm$/);
  });

  test('a stored file answers 304 to its ETag; unknown or malformed keys are 404', async () => {
    const { body } = await t.upload(await samplePng());
    const first = await t.anyone('GET', body.url);
    const again = await t.anyone('GET', body.url, { 'if-none-match': first.headers.get('etag') ?? '' });
    assert.equal(again.status, 304);
    for (const path of ['/uploads/00000000-0000-0000-0000-000000000000-960.webp', '/uploads/passwd'])
      assert.equal((await t.anyone('GET', path)).status, 404, path);
    // An encoded slash is refused before routing (canonical paths only).
    assert.equal((await t.anyone('GET', '/uploads/..%2F..%2Fetc%2Fpasswd')).status, 400);
  });
});

describe('refused uploads: a clear 4xx, never a 5xx, nothing stored', () => {
  const refuse = async (
    file: Uint8Array,
    status: number,
    message: RegExp,
    options?: Parameters<TestAdminMedia['upload']>[1],
  ) => {
    const before = (await storedFiles()).length;
    const answer = await t.upload(file, options);
    assert.equal(answer.status, status, JSON.stringify(answer.body));
    assert.match(answer.body.message, message);
    assert.equal((await storedFiles()).length, before, 'nothing was stored');
  };

  test('an HTML page renamed .png is 415', () =>
    refuse(
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      415,
      /Unsupported file type/,
      {
        name: 'innocent.png',
        type: 'image/png',
      },
    ));

  test('an SVG carrying a script is 415', () =>
    refuse(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
      415,
      /JPEG, PNG, GIF or WebP image/,
      { name: 'logo.svg', type: 'image/svg+xml' },
    ));

  test('a 50 MB image is 413', async () => {
    const jpeg = await sampleJpeg(64, 64);
    const huge = Buffer.concat([jpeg, Buffer.alloc(50 * 1024 * 1024)]);
    await refuse(huge, 413, /Images may be at most 10 MB/);
  });

  test('a video over the configured limit is 413', () =>
    refuse(sampleMp4(VIDEO_MAX + 1), 413, /Videos may be at most 1 MB/));

  test('a truncated JPEG is 422', async () => {
    const jpeg = await sampleJpeg();
    await refuse(
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      422,
      /^The JPEG image could not be read: it is damaged, incomplete or too large\. Export it again and upload the new file\.$/,
    );
  });

  test('an empty file, another field, or no multipart body is 400 or 415', async () => {
    await refuse(new Uint8Array(0), 400, /empty/);
    await refuse(await samplePng(), 400, /field "image"/, { field: 'picture' });
    const json = await t.admin('POST', '/api/upload', { url: 'x' });
    assert.equal(json.status, 415);
  });

  test('without the admin assertion nothing is read', async () => {
    const form = new FormData();
    form.append('image', new Blob([await samplePng()]), 'a.png');
    const response = await fetch(`${t.service.url}/api/upload`, { method: 'POST', body: form });
    assert.equal(response.status, 401);
  });
});
