// A process with a live-update stream open exits well inside 10 s of SIGTERM (issue 31 item 2).
// Before, the stream was forwarded to catalog and both processes waited on it: a catalog with one
// stream open was still running 45 s after SIGTERM (Fastify's close() waits for open connections),
// so every rollout during an auction ended in Kubernetes' SIGKILL. Now the gateway writes the
// stream itself, tells it to come back (`retry:`) and closes it; catalog holds none.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openSse } from '@atelier/platform/testing';
import { call, createRun, signIn } from './support/cluster.mjs';

const PASSWORD = 'stream-shutdown-admin-password';
let run;
let catalog;
let productId;

const startGateway = (port) =>
  run.start('gateway', `gateway-${port}`, {
    HOST: '127.0.0.1',
    PORT: String(port),
    CATALOG_URL: catalog.url,
    ADMIN_PASSWORD: PASSWORD,
  });

/** SIGTERM, then the seconds until the process exited and how. */
async function terminate(process) {
  const t0 = performance.now();
  const { code, signal } = await process.stop();
  return { seconds: (performance.now() - t0) / 1000, code, signal };
}

before(async () => {
  run = await createRun('stream-shutdown');
  catalog = await run.start('catalog', 'catalog', { PORT: '3980' });
  const gateway = await startGateway(3981);
  const admin = await signIn(gateway, PASSWORD);
  const piece = await call(gateway.url, 'POST', '/api/products', {
    admin,
    body: { name: 'Shutdown piece', price: '900', quantity: 1, isBiddingEnabled: true },
  });
  productId = piece.body.id;
  const auction = await call(gateway.url, 'POST', '/api/auctions', {
    admin,
    body: { productId, startingBid: '100', endTime: new Date(Date.now() + 3_600_000).toISOString() },
  });
  assert.equal(auction.status, 201, JSON.stringify(auction.body));
  await gateway.stop();
});
after(async () => {
  await run?.close();
});

test('a gateway with streams open exits 0 within 10 s of SIGTERM, each stream told to come back first', async () => {
  const gateway = await startGateway(3982);
  const pages = await Promise.all(
    Array.from({ length: 3 }, () => openSse(`${gateway.url}/api/products/${productId}/auction/events`)),
  );
  for (const page of pages) assert.equal(JSON.parse((await page.next()).data).bidCount, 0);
  const exit = await terminate(gateway);
  assert.equal(exit.code, 0, `exited with ${exit.code ?? exit.signal}`);
  assert.ok(exit.seconds < 10, `exited ${exit.seconds.toFixed(1)} s after SIGTERM`);
  for (const page of pages) {
    await page.ended;
    assert.ok(
      page.frames.some((frame) => frame.retry > 0),
      'the stream was told when to come back',
    );
  }
  console.log(`figures: gateway with 3 streams open: SIGTERM to exit ${exit.seconds.toFixed(2)} s`);
});

test('a catalog exits 0 within 10 s of SIGTERM while pages watch its auction through the gateway', async () => {
  const gateway = await startGateway(3983);
  const page = await openSse(`${gateway.url}/api/products/${productId}/auction/events`);
  assert.equal(JSON.parse((await page.next()).data).bidCount, 0);
  const exit = await terminate(catalog);
  assert.equal(exit.code, 0, `exited with ${exit.code ?? exit.signal}`);
  assert.ok(exit.seconds < 10, `exited ${exit.seconds.toFixed(1)} s after SIGTERM`);
  console.log(
    `figures: catalog with a page watching through the gateway: SIGTERM to exit ${exit.seconds.toFixed(2)} s`,
  );
  page.close();
});
