// The S3 storage adapter (MinIO SDK) against s3rver: the bucket is made at start, images and videos
// round-trip, a refused file leaves no object, and an unreachable store is a 503 that stores nothing.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import S3rver from 's3rver';
import sharp from 'sharp';
import { S3MediaStorage } from '../src/storage/s3-media-storage.js';
import { sampleJpeg, sampleMp4 } from './support/sample-media.js';
import { startTestAdminMedia, type TestAdminMedia } from './support/test-admin-media.js';

let t: TestAdminMedia;
let dir: string;
let s3: S3rver;
let storage: S3MediaStorage;
const BUCKET = 'media-test';

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'admin-media-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port } = await s3.run();
  storage = new S3MediaStorage({
    endpoint: `http://127.0.0.1:${port}`,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    bucket: BUCKET,
    region: 'us-east-1',
  });
  t = await startTestAdminMedia('admin_media_s3_uploads', storage);
});
after(async () => {
  await t?.close();
  await s3?.close().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

const objectCount = async () =>
  (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('._S3rver_object')).length;

const renditionCount = async () =>
  (await readdir(dir, { recursive: true })).filter((f) => /-(480|960|1600)\.webp\._S3rver_object$/.test(f))
    .length;

test('the bucket is created at start; an uploaded JPEG is stored as three WebP objects and served', async () => {
  assert.ok((await readdir(dir)).includes(BUCKET));
  const uploaded = await t.upload(await sampleJpeg(1200, 800));
  assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
  assert.equal(await renditionCount(), 3);
  const served = await t.anyone('GET', uploaded.body.url);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/webp');
  assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width, 960);
});

test("an upload's Deep Zoom pyramid is stored in the bucket at full resolution and served: manifest and tiles", async () => {
  const uploaded = await t.upload(await sampleJpeg(2400, 1600));
  assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
  const id = /([0-9a-f-]{36})-960\.webp$/.exec(uploaded.body.url)![1];
  const manifest = await t.anyone('GET', `/uploads/${id}.dzi`);
  assert.equal(manifest.status, 200);
  assert.equal(manifest.headers.get('content-type'), 'application/xml');
  assert.equal(manifest.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const xml = await manifest.text();
  assert.match(xml, /Width="2400"/);
  assert.match(xml, /Height="1600"/);
  assert.match(xml, /TileSize="510"/);
  // The deepest level (12: 2^12 >= 2400) holds the upload's own pixels: 5 × 4 tiles.
  const tile = await t.anyone('GET', `/uploads/${id}_files/12/4_3.webp`);
  assert.equal(tile.status, 200);
  assert.equal(tile.headers.get('content-type'), 'image/webp');
  const meta = await sharp(Buffer.from(await tile.arrayBuffer())).metadata();
  assert.equal(meta.format, 'webp');
  assert.equal((await t.anyone('GET', `/uploads/${id}_files/12/5_0.webp`)).status, 404, 'past the edge');
  assert.equal((await t.anyone('GET', `/uploads/${id}_files/13/0_0.webp`)).status, 404, 'past the deepest');
  assert.equal((await t.anyone('GET', `/uploads/${id}_files/../secrets/0_0.webp`)).status, 404);
  assert.equal((await t.anyone('GET', `/uploads/${id}_files/x/0_0.webp`)).status, 404);
});

test('an image stored before deep zoom gets its pyramid when first asked, from its 1600 px rendition', async () => {
  const id = '0f8c2d5e-1b7a-4c3d-9e6f-2a4b6c8d0e1f';
  const rendition = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#806040' } })
    .webp()
    .toBuffer();
  await storage.put(`${id}-1600.webp`, rendition, rendition.length, 'image/webp');
  const [first, second] = await Promise.all([
    t.anyone('GET', `/uploads/${id}.dzi`),
    t.anyone('GET', `/uploads/${id}.dzi`),
  ]);
  assert.equal(first.status, 200);
  assert.equal(second.status, 200, 'a second reader waits for the same pyramid');
  assert.match(await first.text(), /Width="1600"/);
  assert.equal((await t.anyone('GET', `/uploads/${id}_files/11/3_1.webp`)).status, 200);
  // A video, or an id with no image, has none.
  assert.equal((await t.anyone('GET', '/uploads/00000000-0000-0000-0000-000000000000.dzi')).status, 404);
});

test('a video round-trips, with byte ranges', async () => {
  const mp4 = sampleMp4(200 * 1024);
  const uploaded = await t.upload(mp4, { name: 'hero.mp4', type: 'video/mp4' });
  assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
  const whole = await t.anyone('GET', uploaded.body.url);
  assert.deepEqual(Buffer.from(await whole.arrayBuffer()), mp4);
  const part = await t.anyone('GET', uploaded.body.url, { range: 'bytes=-16' });
  assert.equal(part.status, 206);
  assert.deepEqual(Buffer.from(await part.arrayBuffer()), mp4.subarray(mp4.length - 16));
});

test('refused files leave no object behind', async () => {
  const before = await objectCount();
  const html = await t.upload(Buffer.from('<html><script>x()</script></html>'), {
    name: 'a.png',
    type: 'image/png',
  });
  assert.equal(html.status, 415);
  const jpeg = await sampleJpeg();
  assert.equal((await t.upload(jpeg.subarray(0, 2000))).status, 422);
  assert.equal(await objectCount(), before);
});

test('with the object store down an upload and a read are 503s naming it', async () => {
  await s3.close();
  const uploaded = await t.upload(await sampleJpeg(600, 400));
  assert.equal(uploaded.status, 503);
  assert.match(uploaded.body.message, /Media storage is unavailable/);
  const read = await t.anyone('GET', '/uploads/00000000-0000-0000-0000-000000000000-960.webp');
  assert.equal(read.status, 503);
});
