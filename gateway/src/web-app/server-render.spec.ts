import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import Fastify from 'fastify';
import type { Logger } from 'pino';
import { loadServerRender } from './server-render.js';

const dir = mkdtempSync(join(tmpdir(), 'atelier-server-render-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// Only warn and error are used; what they log is not under test.
const logger = { warn: () => undefined, error: () => undefined } as unknown as Logger;
const template =
  '<html><head><title>Atelier | Furniture as Art</title>\n</head><body><div id="root"></div></body></html>';

/** A stand-in for web/dist-server/entry-server.js: renders what the public read answered. */
function entryFile(name: string, body: string) {
  const path = join(dir, name);
  writeFileSync(path, `export const FIRST_DATA_ELEMENT_ID = 'first-data';\n${body}`);
  return path;
}

test('the page markup fills the root, its head elements replace the default title, the data follows', async () => {
  const fastify = Fastify();
  fastify.get('/api/products/1', async () => ({ name: 'Tide Table' }));
  const entry = entryFile(
    'ok.mjs',
    `export async function renderPage(url, fetchApi) {
      const product = await (await fetchApi('/api/products/1', {})).json();
      return { head: '<title>' + product.name + '</title>', html: '<h1>' + product.name + ' ' + url + '</h1>',
        firstData: '{"queries":[]}', errors: [] };
    }`,
  );
  const renderInto = await loadServerRender(fastify, entry, logger);
  assert.equal(
    await renderInto(template, '/product/1'),
    '<html><head><title>Tide Table</title></head><body><div id="root"><h1>Tide Table /product/1</h1></div>' +
      '<script type="application/json" id="first-data">{"queries":[]}</script></body></html>',
  );
  await fastify.close();
});

test("a page's meta description replaces the default one", async () => {
  const fastify = Fastify();
  const entry = entryFile(
    'described.mjs',
    `export async function renderPage() {
      return { head: '<title>Returns | Atelier</title><meta name="description" content="14 days"/>',
        html: '<h1>Returns</h1>', firstData: '{}', errors: [] };
    }`,
  );
  const withDefault =
    '<html><head><meta name="description" content="Default" />\n<title>Atelier</title>\n</head><body><div id="root"></div></body></html>';
  assert.equal(
    await (
      await loadServerRender(fastify, entry, logger)
    )(withDefault, '/returns'),
    '<html><head><title>Returns | Atelier</title><meta name="description" content="14 days"/></head>' +
      '<body><div id="root"><h1>Returns</h1></div><script type="application/json" id="first-data">{}</script></body></html>',
  );
  await fastify.close();
});

test("the page's head elements come before index.html's scripts and inline stylesheet", async () => {
  const fastify = Fastify();
  const entry = entryFile(
    'preload.mjs',
    `export async function renderPage() {
      return { head: '<link rel="preload" as="image" href="/a.webp"/><title>Tide Table</title>',
        html: '<img src="/a.webp"/>', firstData: '{}', errors: [] };
    }`,
  );
  const built =
    '<html><head><meta charset="UTF-8" />\n<title>Atelier</title>\n<script type="module" src="/assets/boot.js"></script>' +
    '<style>body{}</style></head><body><div id="root"></div></body></html>';
  assert.equal(
    await (
      await loadServerRender(fastify, entry, logger)
    )(built, '/product/1'),
    '<html><head><meta charset="UTF-8" />\n<link rel="preload" as="image" href="/a.webp"/><title>Tide Table</title>' +
      '<script type="module" src="/assets/boot.js"></script><style>body{}</style></head>' +
      '<body><div id="root"><img src="/a.webp"/></div><script type="application/json" id="first-data">{}</script></body></html>',
  );
  await fastify.close();
});

test('a failing render, or no bundle at all, serves the plain shell the browser renders', async () => {
  const fastify = Fastify();
  const failing = entryFile('failing.mjs', `export async function renderPage() { throw new Error('boom'); }`);
  assert.equal(await (await loadServerRender(fastify, failing, logger))(template, '/'), template);
  assert.equal(
    await (
      await loadServerRender(fastify, join(dir, 'missing.mjs'), logger)
    )(template, '/'),
    template,
  );
  await fastify.close();
});
