// The hero media API of both placements over HTTP against a real PostgreSQL: admin CRUD, one active
// item per placement (also under concurrent activations), the public active read, and events.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { heroMediaSchema } from '@atelier/contracts';
import { LocalMediaStorage } from '../src/index.js';
import { startTestAdminMedia, type TestAdminMedia } from './support/test-admin-media.js';

let t: TestAdminMedia;
let dir: string;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'admin-media-hero-'));
  t = await startTestAdminMedia('admin_media_hero', new LocalMediaStorage(dir));
});
after(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const video = (title: string, isActive?: boolean) => ({
  title,
  mediaUrl: '/uploads/0b6f3c1e-8d2a-4c55-9a61-2f4e5d6c7b8a.mp4',
  mediaType: 'video',
  ...(isActive === undefined ? {} : { isActive }),
});
const active = async (base: string) =>
  (await (await t.anyone('GET', `${base}/active`)).json()) as { id: number } | null;

for (const base of ['/api/hero-media', '/api/story-hero-media']) {
  describe(base, () => {
    test('with none active the public read answers null; a new item is inactive unless asked', async () => {
      assert.equal(await active(base), null);
      const created = await t.admin('POST', base, video('  Workshop at dawn  '));
      assert.equal(created.status, 201);
      assert.deepEqual(heroMediaSchema.parse(created.body), created.body);
      assert.equal(created.body.title, 'Workshop at dawn');
      assert.equal(created.body.isActive, false);
      assert.equal(await active(base), null);
    });

    test('activating one deactivates the others; creating an active one does too', async () => {
      const a = (await t.admin('POST', base, video('A'))).body;
      const b = (await t.admin('POST', base, video('B'))).body;
      assert.equal((await t.admin('PATCH', `${base}/${a.id}/activate`)).body.isActive, true);
      assert.equal((await active(base))?.id, a.id);
      await t.admin('PATCH', `${base}/${b.id}/activate`);
      assert.equal((await active(base))?.id, b.id);
      const c = (await t.admin('POST', base, video('C', true))).body;
      const list = (await t.admin('GET', base)).body as Array<{ id: number; isActive: boolean }>;
      assert.deepEqual(
        list.filter((item) => item.isActive).map((item) => item.id),
        [c.id],
      );
      assert.equal(list[0]!.id, c.id, 'newest first');
      assert.equal((await t.admin('PATCH', `${base}/${c.id}/deactivate`)).body.isActive, false);
      assert.equal(await active(base), null);
    });

    test('concurrent activations leave exactly one active item', async () => {
      const ids = await Promise.all(
        ['P', 'Q', 'R', 'S'].map(
          async (title) => (await t.admin('POST', base, video(title))).body.id as number,
        ),
      );
      const answers = await Promise.all(ids.map((id) => t.admin('PATCH', `${base}/${id}/activate`)));
      assert.deepEqual(
        answers.map((a) => a.status),
        [200, 200, 200, 200],
      );
      const list = (await t.admin('GET', base)).body as Array<{ isActive: boolean }>;
      assert.equal(list.filter((item) => item.isActive).length, 1);
    });

    test('delete removes the item; unknown ids are 404 and bad input a 400 naming the field', async () => {
      const item = (await t.admin('POST', base, video('Gone'))).body;
      assert.equal((await t.admin('DELETE', `${base}/${item.id}`)).status, 204);
      assert.equal((await t.admin('DELETE', `${base}/${item.id}`)).status, 404);
      assert.equal((await t.admin('PATCH', `${base}/999999/activate`)).status, 404);
      assert.equal((await t.admin('PATCH', `${base}/abc/activate`)).status, 400);
      const blank = await t.admin('POST', base, { ...video(' '), mediaType: 'gif' });
      assert.equal(blank.status, 400);
      assert.match(blank.body.message, /title/);
      assert.match(blank.body.message, /mediaType/);
      const script = await t.admin('POST', base, { ...video('X'), mediaUrl: 'javascript:alert(1)' });
      assert.equal(script.status, 400);
      assert.match(script.body.message, /mediaUrl/);
    });

    test('admin routes need the gateway assertion; the active read does not', async () => {
      assert.equal((await t.anyone('GET', base)).status, 401);
      assert.equal((await t.anyone('POST', base)).status, 401);
      assert.equal((await t.anyone('GET', `${base}/active`)).status, 200);
    });
  });
}

test('the placements are separate, and each change records admin-media.hero-media.changed', async () => {
  const home = (await t.admin('POST', '/api/hero-media', video('Home only', true))).body;
  assert.equal((await active('/api/hero-media'))?.id, home.id);
  assert.notEqual((await active('/api/story-hero-media'))?.id, home.id);
  assert.equal((await t.admin('PATCH', `/api/story-hero-media/${home.id}/activate`)).status, 404);
  for (
    let i = 0;
    i < 100 && !t.events.some((e) => (e.payload as { heroMediaId: number }).heroMediaId === home.id);
    i++
  )
    await new Promise((resolve) => setTimeout(resolve, 20));
  const event = t.events.find((e) => (e.payload as { heroMediaId: number }).heroMediaId === home.id);
  assert.deepEqual(event?.type, 'admin-media.hero-media.changed');
  assert.deepEqual(event?.payload, { placement: 'home', heroMediaId: home.id });
});
