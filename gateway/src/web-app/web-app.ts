import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { CACHE_CONTROL } from '@atelier/platform';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { cacheControlForWebFile, strongEtag } from '../edge-cache/http-caching.js';
import { robotsTxt, type SitemapEntry, sitemapXml } from './crawler-files.js';
import { injectMetadata, pageMetadata } from './page-metadata.js';
import { asksOnlyForJson, type DetailPage, HOUSE_PAGES, isPageAddress, matchPage } from './page-routes.js';
import { loadServerRender } from './server-render.js';

export interface WebAppOptions {
  webDistDir: string;
  /** The web app's server render; default: web/dist-server/entry-server.js beside webDistDir. */
  serverEntry?: string;
  /** The site's public origin for canonical URLs; unset: the request's (trusted-proxy aware) protocol and host. */
  publicOrigin?: string;
  logger: Logger;
}

// The public read each detail page's metadata comes from.
const PUBLIC_READ: Record<DetailPage, string> = {
  product: '/api/products/',
  'coming-soon': '/api/coming-soon/',
  collection: '/api/collections/',
  artist: '/api/artists/',
};

/**
 * Serves the built web app with @fastify/static. Hashed /assets/* are immutable for a year, index.html
 * and other unhashed files are revalidated on every use (cacheControlForWebFile), and the .br/.gz
 * siblings made at build time are sent as they are to clients that accept them. Every other GET (and
 * HEAD) outside /api, /health and /uploads that names no file is a page address, whatever its Accept
 * header says (link-preview fetchers and crawlers send none or a wildcard), unless the client asks
 * only for JSON (page-routes.ts). One of the web app's pages gets index.html (no-cache) with the page
 * rendered on the server into it (server-render.ts; the admin is left to the browser), so client-side
 * routes work on reload and the first paint needs no JavaScript; detail pages get their title,
 * canonical link, Open Graph, Twitter and JSON-LD filled in for crawlers that run no JavaScript. Any
 * other page address gets the rendered 404 page with status 404; anything else missing is a plain
 * 404. /robots.txt and /sitemap.xml are made from the catalog's public lists.
 */
export async function registerWebApp(fastify: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { webDistDir } = options;
  const staticOptions = {
    index: false,
    preCompressed: true,
    // Set after @fastify/static's own Cache-Control, so ours wins (also on the .br/.gz it picks).
    setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) =>
      reply.header('Cache-Control', cacheControlForWebFile(relative(webDistDir, path).split(sep).join('/'))),
  } as const;
  // The files at the top of the build (index.html) get a route each, so the catch-all below stays
  // free for pages; each folder (assets/, demo/, images/) gets one wildcard route. A route per file
  // of the ~400 (the demo's images, the .br/.gz siblings) cost ~0.5 s of every start in the router.
  // A gateway without a built web app (API-only tests) serves no files.
  const folders = existsSync(webDistDir)
    ? readdirSync(webDistDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  await fastify.register(fastifyStatic, {
    ...staticOptions,
    root: webDistDir,
    wildcard: false,
    // Folders have their own routes; precompressed siblings are found beside their file when sent.
    globIgnore: [...folders.map((folder) => `${folder}/**`), '*.br', '*.gz'],
  });
  for (const folder of folders) {
    await fastify.register(fastifyStatic, {
      ...staticOptions,
      root: join(webDistDir, folder),
      prefix: `/${folder}/`,
      wildcard: true,
      decorateReply: false,
    });
  }
  const renderInto = await loadServerRender(
    fastify,
    options.serverEntry ?? join(webDistDir, '..', 'dist-server', 'entry-server.js'),
    options.logger,
  );
  const originOf = (req: FastifyRequest) => options.publicOrigin ?? `${req.protocol}://${req.host}`;
  // Public reads go through the gateway's own /api routes, so they share the edge cache.
  const publicRead = async (path: string) => {
    const response = await fastify.inject({ method: 'GET', url: path });
    return { status: response.statusCode, json: () => response.json() as unknown };
  };

  fastify.get('/robots.txt', (req, reply) =>
    sendCacheable(req, reply, 'text/plain; charset=utf-8', robotsTxt(originOf(req))),
  );
  fastify.get('/sitemap.xml', async (req, reply) => {
    try {
      const entries = await sitemapEntries(publicRead);
      return sendCacheable(req, reply, 'application/xml; charset=utf-8', sitemapXml(originOf(req), entries));
    } catch (error) {
      options.logger.error({ error: (error as Error).message }, 'sitemap: the catalog lists failed');
      return reply
        .code(503)
        .header('cache-control', CACHE_CONTROL.private)
        .type('text/plain')
        .send('Try again later');
    }
  });
  fastify.get('/*', async (req, reply) => {
    const path = req.url.split('?')[0];
    if (!isPageAddress(path)) return reply.callNotFound();
    // The same address answers HTML or, to a client that asks only for JSON, the JSON 404: caches
    // must tell the two apart.
    reply.header('vary', 'Accept');
    if (asksOnlyForJson(req.headers.accept)) return reply.callNotFound();
    const indexPath = join(webDistDir, 'index.html');
    if (!existsSync(indexPath))
      return reply.code(503).type('text/plain').send('The web app is not built yet: run npm run build');
    const page = matchPage(path);
    // The admin is private and behind its own sign-in: nothing to paint early, nothing to index.
    if (page?.kind === 'static' && page.path === '/admin') return reply.sendFile('index.html');
    const template = await readFile(indexPath, 'utf8');
    const html = async (status: number, indexHtml: string) => {
      const body = await renderInto(indexHtml, req.url);
      return reply
        .code(status)
        .header('cache-control', CACHE_CONTROL.htmlEntry)
        .type('text/html; charset=utf-8')
        .send(body);
    };
    if (!page) return html(404, template);
    if (page.kind === 'static' || page.kind === 'plain') return html(200, template);
    let withMetadata: string;
    try {
      const read = await publicRead(PUBLIC_READ[page.page] + encodeURIComponent(page.id));
      if (read.status === 404 || read.status === 400) return html(404, template);
      if (read.status !== 200) throw new Error(`catalog answered ${read.status}`);
      withMetadata = injectMetadata(template, pageMetadata(page.page, read.json(), originOf(req), path));
    } catch (error) {
      // The page still works in a browser; only crawlers miss the metadata this time.
      options.logger.error(
        { path, error: (error as Error).message },
        'page metadata: the public read failed',
      );
      return html(200, template);
    }
    return html(200, withMetadata);
  });
}

async function sitemapEntries(
  publicRead: (path: string) => Promise<{ status: number; json: () => unknown }>,
): Promise<SitemapEntry[]> {
  const list = async <T>(path: string) => {
    const read = await publicRead(path);
    if (read.status !== 200) throw new Error(`${path} answered ${read.status}`);
    return read.json() as T[];
  };
  type Item = { id: number; createdAt?: string; updatedAt?: string };
  const [products, comingSoon, collections, artists] = await Promise.all([
    list<Item>('/api/products'),
    list<Item>('/api/coming-soon'),
    list<Item>('/api/collections/active'),
    list<Item>('/api/artists'),
  ]);
  return [
    { path: '/' },
    { path: '/story' },
    { path: '/commission' },
    ...HOUSE_PAGES.map((path) => ({ path })),
    ...products.map((p) => ({ path: `/product/${p.id}`, lastmod: p.createdAt })),
    ...comingSoon.map((c) => ({ path: `/coming-soon/${c.id}`, lastmod: c.createdAt })),
    ...collections.map((c) => ({ path: `/collection/${c.id}`, lastmod: c.updatedAt })),
    ...artists.map((a) => ({ path: `/artist/${a.id}` })),
  ];
}

/** A generated text answer with a strong ETag: revalidated on every use, 304 when unchanged. */
function sendCacheable(req: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = strongEtag(body);
  reply.header('cache-control', CACHE_CONTROL.publicRead).header('etag', etag);
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}
