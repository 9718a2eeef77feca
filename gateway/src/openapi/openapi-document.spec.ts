import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiRoutes } from '@atelier/contracts/api';
import { routeTable } from '../routing/route-table.js';
import { sessionRoutes } from '../routing/own-routes.js';
import { documentedRoutes } from './api-docs.js';
import { buildOpenApiDocument, openApiPath } from './openapi-document.js';

const document = buildOpenApiDocument(documentedRoutes, apiRoutes);
type Operation = {
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
const operationsOf = (doc: typeof document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation: operation as Operation,
    })),
  );

describe('the OpenAPI document', () => {
  test('has every route of the route table and the session routes, and nothing else', () => {
    const routed = [...routeTable, ...sessionRoutes].map((r) => `${r.method} ${openApiPath(r.path)}`).sort();
    const documented = operationsOf(document)
      .map((o) => o.key)
      .sort();
    assert.deepEqual(documented, routed);
  });

  test('is refused when a route has no description, or a description no route', () => {
    const { ['GET /api/stats']: _stats, ...missingOne } = apiRoutes;
    assert.throws(() => buildOpenApiDocument(documentedRoutes, missingOne), /undocumented GET \/api\/stats/);
    const [first] = documentedRoutes;
    assert.throws(
      () => buildOpenApiDocument(documentedRoutes.slice(1), apiRoutes),
      new RegExp(`not routed ${first!.method} ${first!.path}`),
    );
  });

  test('admin routes carry the session cookie, and the CSRF header when they change something; buyer routes the buyer cookie', () => {
    assert.deepEqual(Object.keys(document.components.securitySchemes).sort(), [
      'adminSession',
      'buyerSession',
      'csrfToken',
    ]);
    for (const route of routeTable) {
      const operation = operationsOf(document).find(
        (o) => o.key === `${route.method} ${openApiPath(route.path)}`,
      )!.operation;
      if (route.access === 'buyer') {
        assert.deepEqual(operation.security, [{ buyerSession: [] }], `${route.method} ${route.path}`);
        continue;
      }
      if (route.access !== 'admin') {
        assert.equal(operation.security, undefined, `${route.method} ${route.path} is open`);
        continue;
      }
      const expected = route.method === 'GET' ? ['adminSession'] : ['adminSession', 'csrfToken'];
      assert.deepEqual(Object.keys(operation.security![0]!), expected, `${route.method} ${route.path}`);
      assert.ok(operation.responses['401'], `${route.method} ${route.path} documents its 401`);
    }
  });

  test('every error answer is the ApiError shape, and every reference names a component', () => {
    const text = JSON.stringify(document);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/(\w+)"/g))
      assert.ok(name! in document.components.schemas, `${name} is a component`);
    for (const { key, operation } of operationsOf(document))
      for (const [status, response] of Object.entries(operation.responses))
        if (Number(status) >= 400)
          assert.deepEqual(
            response.content?.['application/json']?.schema,
            { $ref: '#/components/schemas/ApiError' },
            `${key} ${status}`,
          );
  });

  test('bodies require only what the contracts refuse to go without', () => {
    const schemas = document.components.schemas as Record<string, { required?: string[] }>;
    // Blank optional text becomes null and defaults fill the rest: a piece needs a name and a price.
    assert.deepEqual(schemas.ProductInput!.required, ['name', 'price']);
    assert.equal(schemas.ProductPatch!.required, undefined);
    assert.deepEqual(schemas.ArtistInput!.required, ['name', 'specialty']);
    // Answers always carry every field, defaults included.
    assert.ok(schemas.Product!.required!.includes('reservedQuantity'));
  });

  test("path parameters are typed: ids are positive integers, a confirmation's token its 32 characters", () => {
    const parameters = (path: string, method: string) =>
      (document.paths[path]![method] as { parameters: { name: string; schema: Record<string, unknown> }[] })
        .parameters;
    assert.deepEqual(parameters('/api/products/{id}', 'get')[0]!.schema, {
      type: 'integer',
      exclusiveMinimum: 0,
      maximum: 2147483647,
    });
    assert.equal(
      parameters('/api/order-confirmations/{token}', 'get')[0]!.schema.pattern,
      '^[A-Za-z0-9_-]{32}$',
    );
  });
});
