import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cacheControlForWebFile } from '@atelier/platform';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app with @fastify/static. Hashed /assets/* are immutable for a year, index.html
 * and other unhashed files are revalidated on every use (cacheControlForWebFile), and the .br/.gz
 * siblings made at build time are sent as they are to clients that accept them. Every other GET that
 * is not an API or health path, names no file and asks for HTML gets index.html (no-cache), so
 * client-side routes work on reload; anything else missing is a real 404.
 */
export async function registerWebApp(fastify: FastifyInstance, webDistDir: string): Promise<void> {
  await fastify.register(fastifyStatic, {
    root: webDistDir,
    // One route per built file: the catch-all below stays free for the SPA fallback.
    wildcard: false,
    index: false,
    preCompressed: true,
    // Set after @fastify/static's own Cache-Control, so ours wins (also on the .br/.gz it picks).
    setHeaders: (reply, path) =>
      reply.header('Cache-Control', cacheControlForWebFile(relative(webDistDir, path).split(sep).join('/'))),
  });
  fastify.get('/*', (req, reply) => spaFallback(req, reply, webDistDir));
}

function spaFallback(req: FastifyRequest, reply: FastifyReply, webDistDir: string) {
  const path = req.url.split('?')[0];
  const wantsHtml = (req.headers.accept ?? '').includes('text/html');
  // A path with a file extension is a missing file (an image, a script), never a page.
  const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
  if (!wantsHtml || looksLikeFile || path.startsWith('/api/') || path.startsWith('/health/'))
    return reply.callNotFound();
  if (!existsSync(join(webDistDir, 'index.html')))
    return reply.code(503).type('text/plain').send('The web app is not built yet: run npm run build');
  return reply.sendFile('index.html');
}
