import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { apiRoutes } from '@atelier/contracts/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_DOCS_PATH, API_DOCUMENT_PATH, sessionRoutes } from '../routing/own-routes.js';
import { routeTable } from '../routing/route-table.js';
import type { DocumentedRoute } from './openapi-document.js';

/** The routes the document describes: the route table, and the gateway's admin-session routes. */
export const documentedRoutes: DocumentedRoute[] = [...routeTable, ...sessionRoutes];

// Swagger UI's prebuilt files, served from node_modules (never a CDN), only to the docs page.
const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const DOCS_FILES: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
};

// The page's own script is a file too: the Content-Security-Policy allows no inline script.
const DOCS_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${API_DOCUMENT_PATH}',
    dom_id: '#api-docs',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Atelier API</title>
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' fill='%231c1a17'/%3E%3Ctext x='16' y='23' font-family='Georgia,serif' font-size='20' fill='%23c2a878' text-anchor='middle'%3EA%3C/text%3E%3C/svg%3E">
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
<main id="api-docs"><p style="font-family: sans-serif; padding: 1rem">Loading the API reference…</p></main>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/docs.js"></script>
</body>
</html>
`;

/**
 * Serves the OpenAPI document at /api/openapi.json and a readable page of it at /api/docs (Swagger
 * UI, whose files load on that page only). The document is built once, at its first request (it
 * only changes with a deploy): its modules and the JSON Schemas of every contract cost a start
 * time and memory for an answer only developers ask for. openapi-document.spec.ts builds it in
 * every test run, so a route left undocumented fails there, not at someone's first request.
 */
export function registerApiDocs(fastify: FastifyInstance): void {
  let documentJson: Promise<string> | undefined;
  const openApiJson = () =>
    (documentJson ??= import('./openapi-document.js').then(({ buildOpenApiDocument }) =>
      JSON.stringify(buildOpenApiDocument(documentedRoutes, apiRoutes)),
    ));
  const send = (reply: FastifyReply, type: string, body: string | Buffer) =>
    reply.header('cache-control', 'public, max-age=300').type(type).send(body);
  fastify.get(API_DOCUMENT_PATH, async (_req, reply) =>
    send(reply, 'application/json; charset=utf-8', await openApiJson()),
  );
  fastify.get(API_DOCS_PATH, (_req, reply) => send(reply, 'text/html; charset=utf-8', DOCS_PAGE));
  fastify.get(`${API_DOCS_PATH}/docs.js`, (_req, reply) =>
    send(reply, 'text/javascript; charset=utf-8', DOCS_SCRIPT),
  );
  const files = new Map<string, Promise<Buffer>>();
  fastify.get(`${API_DOCS_PATH}/:file`, (req: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const known = DOCS_FILES[req.params.file];
    if (!known) return reply.callNotFound();
    let bytes = files.get(known.file);
    if (!bytes) files.set(known.file, (bytes = readFile(join(swaggerUiDir, known.file))));
    return bytes.then((body) => send(reply, known.type, body));
  });
}
