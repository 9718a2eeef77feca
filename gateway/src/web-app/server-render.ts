import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** What web/src/entry-server.tsx exports (built by the web app's `vite build --ssr` into web/dist-server/). */
interface ServerEntry {
  FIRST_DATA_ELEMENT_ID: string;
  renderPage(
    url: string,
    fetchApi: (path: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ head: string; html: string; firstData: string; errors: string[] }>;
}

/**
 * Fills index.html with a page's server-rendered markup, the data it was rendered from, and its head
 * elements (its <title> and meta description replace the ones index.html has, so the document has one).
 */
export type RenderInto = (indexHtml: string, url: string) => Promise<string>;

const ROOT = '<div id="root"></div>';

/**
 * Puts the page's head elements (its title, the preload of its largest image) before index.html's
 * first script or stylesheet: the browser's preload scanner then starts the image before it has
 * read the ~10 KB (compressed) of inline CSS, not after. Before </head> when there is neither.
 */
function withPageHead(indexHtml: string, head: string): string {
  const headEnd = indexHtml.indexOf('</head>');
  const first = /<script\b|<style\b|<link rel="modulepreload"/.exec(indexHtml);
  const at = first && (headEnd < 0 || first.index < headEnd) ? first.index : headEnd;
  return at < 0 ? indexHtml : indexHtml.slice(0, at) + head + indexHtml.slice(at);
}

/**
 * Loads the web app's server render once. Every public page is then served rendered (the hero's
 * text, a product's image and so on paint before any JavaScript runs) and the browser hydrates it.
 * The page's first data is read through the gateway's own /api routes (fastify.inject), so it comes
 * from the edge cache like any public read. Without the bundle (a web build that predates it) or
 * when a render fails, the page is served as the empty shell the browser renders by itself: slower,
 * never broken.
 */
export async function loadServerRender(
  fastify: FastifyInstance,
  entryPath: string,
  logger: Logger,
): Promise<RenderInto> {
  const plain: RenderInto = async (indexHtml) => indexHtml;
  if (!existsSync(entryPath)) {
    logger.warn({ entryPath }, 'server render: no bundle, pages are rendered in the browser only');
    return plain;
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  const fetchApi = async (path: string, init: RequestInit) => {
    const answer = await fastify.inject({
      method: 'GET',
      url: path,
      headers: { accept: String(new Headers(init.headers).get('accept') ?? 'application/json') },
    });
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? answer.rawPayload : null, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
  return async (indexHtml, url) => {
    if (!indexHtml.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
    try {
      const page = await entry.renderPage(url, fetchApi);
      if (page.errors.length > 0)
        logger.warn({ url, errors: page.errors }, 'server render: parts left to the browser');
      const firstData = `<script type="application/json" id="${entry.FIRST_DATA_ELEMENT_ID}">${page.firstData}</script>`;
      // The page's own title and description replace the defaults, so the document has one of each.
      let withHead = page.head.includes('<title>')
        ? indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/, '')
        : indexHtml;
      if (/<meta name="description"/.test(page.head))
        withHead = withHead.replace(/<meta name="description"[^>]*>\s*/, '');
      return withPageHead(withHead, page.head).replace(
        ROOT,
        () => `<div id="root">${page.html}</div>${firstData}`,
      );
    } catch (error) {
      logger.error({ url, error: (error as Error).message }, 'server render failed: serving the plain shell');
      return indexHtml;
    }
  };
}
