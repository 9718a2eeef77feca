// Likes against a real PostgreSQL: a toggle per session, session ids validated, and likesCount
// equal to the number of like rows even under 40 concurrent toggles.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
let productId: number;
let itemId: number;

before(async () => {
  t = await startTestCatalog('catalog_likes');
  productId = (await t.admin('POST', '/api/products', { name: 'Dune Lounge Chair', price: 9400 })).body.id;
  itemId = (await t.admin('POST', '/api/coming-soon', { name: 'Estuary Bench' })).body.id;
});
after(() => t?.close());

const session = (n: number) => `session-${String(n).padStart(4, '0')}-abcdefgh`;

const rowsFor = (target: { productId: number } | { comingSoonId: number }) =>
  t.catalog.db.prisma.productLike.count({ where: target });

for (const kind of ['products', 'coming-soon'] as const) {
  const id = () => (kind === 'products' ? productId : itemId);
  const rows = () => rowsFor(kind === 'products' ? { productId: id() } : { comingSoonId: id() });

  describe(`likes of ${kind}`, () => {
    test('a toggle likes, the next unlikes, and the status follows', async () => {
      const sessionId = session(9000);
      const path = `/api/${kind}/${id()}`;
      assert.deepEqual((await t.anyone('GET', `${path}/liked?sessionId=${sessionId}`)).body, {
        liked: false,
        likesCount: 0,
      });
      const liked = await t.anyone('POST', `${path}/like`, { sessionId });
      assert.equal(liked.status, 200);
      assert.deepEqual(liked.body, { liked: true, likesCount: 1 });
      assert.deepEqual((await t.anyone('GET', `${path}/liked?sessionId=${sessionId}`)).body, {
        liked: true,
        likesCount: 1,
      });
      assert.equal((await t.anyone('GET', path)).body.likesCount, 1, 'the public answer carries the count');
      assert.deepEqual((await t.anyone('POST', `${path}/like`, { sessionId })).body, {
        liked: false,
        likesCount: 0,
      });
      const type = kind === 'products' ? 'catalog.product.liked' : 'catalog.coming-soon.liked';
      await t.eventOf(type, (p: { liked: boolean; likesCount: number }) => p.liked && p.likesCount === 1);
    });

    test('session ids are checked for length and alphabet, with a message naming the rule', async () => {
      const path = `/api/${kind}/${id()}`;
      const cases: Array<[unknown, RegExp]> = [
        [{ sessionId: 'short' }, /sessionId must be at least 16 characters/],
        [{ sessionId: 'x'.repeat(129) }, /sessionId must be at most 128 characters/],
        [{ sessionId: 'has spaces in it, 1234' }, /sessionId may contain only letters, digits/],
        [{ sessionId: 1234567890123456 }, /sessionId/],
        [{}, /sessionId is required/],
        ['not json', /./],
      ];
      for (const [body, message] of cases) {
        const answer = await t.anyone('POST', `${path}/like`, body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.match(answer.body.message, message);
      }
      assert.equal((await t.anyone('GET', `${path}/liked`)).status, 400);
      const badQuery = await t.anyone('GET', `${path}/liked?sessionId=%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
      assert.equal(badQuery.status, 400);
      assert.match(badQuery.body.message, /sessionId may contain only letters, digits/);
    });

    test('bad ids are 400, unknown ids 404', async () => {
      const body = { sessionId: session(1) };
      for (const bad of ['abc', '0', '-3'])
        assert.equal((await t.anyone('POST', `/api/${kind}/${bad}/like`, body)).status, 400, bad);
      assert.equal((await t.anyone('POST', `/api/${kind}/999999/like`, body)).status, 404);
      assert.equal((await t.anyone('GET', `/api/${kind}/999999/liked?sessionId=${session(1)}`)).status, 404);
    });

    test('40 concurrent likes from 40 sessions count 40; 40 concurrent unlikes count 0', async () => {
      const path = `/api/${kind}/${id()}/like`;
      const sessions = Array.from({ length: 40 }, (_, n) => session(n));
      const likes = await Promise.all(sessions.map((sessionId) => t.anyone('POST', path, { sessionId })));
      assert.ok(likes.every((answer) => answer.status === 200 && answer.body.liked === true));
      const counts = likes.map((answer) => answer.body.likesCount as number).sort((a, b) => a - b);
      assert.deepEqual(
        counts,
        Array.from({ length: 40 }, (_, n) => n + 1),
        'each toggle saw the ones before it',
      );
      assert.equal((await t.anyone('GET', `/api/${kind}/${id()}`)).body.likesCount, 40);
      assert.equal(await rows(), 40);

      const unlikes = await Promise.all(sessions.map((sessionId) => t.anyone('POST', path, { sessionId })));
      assert.ok(unlikes.every((answer) => answer.status === 200 && answer.body.liked === false));
      assert.equal((await t.anyone('GET', `/api/${kind}/${id()}`)).body.likesCount, 0);
      assert.equal(await rows(), 0);
    });

    test('40 concurrent toggles by one session leave it as it was, count equal to rows', async () => {
      const sessionId = session(7777);
      const path = `/api/${kind}/${id()}/like`;
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => t.anyone('POST', path, { sessionId })),
      );
      assert.ok(answers.every((answer) => answer.status === 200));
      assert.equal(answers.filter((answer) => answer.body.liked).length, 20);
      const status = (await t.anyone('GET', `/api/${kind}/${id()}/liked?sessionId=${sessionId}`)).body;
      assert.deepEqual(status, { liked: false, likesCount: 0 });
      assert.equal(await rows(), 0);
    });
  });
}

test('the database holds one like per session and item whatever the code does', async () => {
  const sessionId = session(4242);
  await t.catalog.db.prisma.productLike.create({ data: { productId, sessionId } });
  await assert.rejects(
    t.catalog.db.prisma.productLike.create({ data: { productId, sessionId } }),
    /Unique constraint|product_likes_product_id_session_id_key|P2002/,
  );
  await assert.rejects(
    t.catalog.db.prisma.productLike.create({
      data: { productId, comingSoonId: itemId, sessionId: session(4243) },
    }),
    /product_likes_one_target_check|check constraint/i,
  );
  await t.catalog.db.prisma.productLike.deleteMany({ where: { sessionId } });
});
