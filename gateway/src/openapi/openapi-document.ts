import { CSRF_HEADER, idParamSchema, SESSION_ID_HEADER } from '@atelier/contracts';
import { z } from 'zod';
import type { Access, HttpMethod, OperationDoc, RouteDeclaration } from '@atelier/contracts/api';
import {
  type AnswerSchemaName,
  answerSchemas,
  requestSchemas,
} from '@atelier/contracts/api/documented-schemas';

/** A route as the document needs it: the route table's and the gateway's own session routes. */
export interface DocumentedRoute {
  method: HttpMethod;
  path: string;
  access: Access;
}

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input: `issues` names each bad field',
  401: 'Admin sign-in (or, on buyer routes, phone verification) required',
  402: 'The card was declined',
  403: 'Missing or invalid CSRF token (or webhook signature)',
  404: 'Not found',
  409: 'Conflicts with the current state (stock, status, already done)',
  413: 'The body is too large',
  415: 'The body is not of an accepted media type',
  410: 'Gone: used, expired or out of tries',
  422: 'Understood but refused: a file not the image its type says, a bid under the minimum, a wrong code',
  429: 'Too many requests: try again shortly',
  502: 'A provider the call needs (the SMS provider) refused or failed',
  503: 'A service the call needs is briefly unavailable: try again',
};

/**
 * A zod contract as JSON Schema 2020-12 (OpenAPI 3.1's dialect). Inputs are described as a client
 * may send them: a field is required only when leaving it out is refused, which zod's own input
 * view gets wrong for fields whose preprocessing turns "absent" into null (blank optional text).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (io !== 'input' || !(zodSchema instanceof z.ZodObject)) return;
      const shape = zodSchema.shape as Record<string, z.ZodType>;
      const required = Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success);
      if (required.length > 0) jsonSchema.required = required;
      else delete jsonSchema.required;
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** `/api/products/:id` as OpenAPI writes it: `/api/products/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function answerSchema(answer: OperationDoc['answer']): JsonSchema | undefined {
  if (!answer.schema) return answer.type ? { type: 'string' } : undefined;
  if (answer.list) return { type: 'array', items: ref(answer.schema) };
  if (answer.nullable) return { anyOf: [ref(answer.schema), { type: 'null' }] };
  return ref(answer.schema);
}

function parametersOf(route: DocumentedRoute, doc: OperationDoc) {
  const params = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name: name!,
    in: 'path',
    required: true,
    schema: jsonSchemaOf(doc.params?.[name!] ?? idParamSchema, 'input'),
  }));
  const query = doc.query ? jsonSchemaOf(doc.query, 'input') : undefined;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const queryParams = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }),
  );
  const session = doc.session
    ? [
        {
          name: SESSION_ID_HEADER,
          in: 'header',
          required: doc.session === 'required',
          description: "The shopper's anonymous session id (or ?sessionId=; both must agree)",
          schema: jsonSchemaOf(requestSchemas.LikeInput.shape.sessionId, 'input'),
        },
      ]
    : [];
  return [...params, ...queryParams, ...session];
}

/** The error statuses a route answers: its own, plus those its access rule and inputs imply. */
export function errorStatusesOf(route: DocumentedRoute, doc: OperationDoc): number[] {
  const statuses = new Set(doc.errors ?? []);
  const takesInput = route.path.includes(':') || doc.query || doc.body || doc.session;
  if (takesInput) statuses.add(400);
  if (route.path.includes(':')) statuses.add(404);
  if (route.access === 'admin') statuses.add(401);
  if (route.access === 'admin' && route.method !== 'GET') statuses.add(403);
  if (route.access === 'public-write' || route.access === 'buyer') statuses.add(429);
  // 401 (cookies cleared) for a cookie whose session ended; 503 while its session cannot be checked.
  if (route.access === 'buyer') statuses.add(401).add(503);
  if (doc.body) statuses.add(413).add(415);
  return [...statuses].sort((a, b) => a - b);
}

function operationOf(route: DocumentedRoute, doc: RouteDeclaration) {
  const { answer } = doc;
  const answerBody = answerSchema(answer);
  const responses: Record<string, unknown> = {
    [answer.status]: {
      description: answer.description,
      ...(answerBody ? { content: { [answer.type ?? 'application/json']: { schema: answerBody } } } : {}),
    },
  };
  for (const status of errorStatusesOf(route, doc))
    responses[status] = { description: STATUS_TEXT[status] ?? 'Error', content: json(ref('ApiError')) };
  const parameters = parametersOf(route, doc);
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path)
      .replace(/^\/api/, '')
      .replace(/[{}]/g, '')
      .replace(/[/-](\w)/g, (_, c: string) => c.toUpperCase())}`,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    ...(route.access === 'admin'
      ? { security: [route.method === 'GET' ? { adminSession: [] } : { adminSession: [], csrfToken: [] }] }
      : route.access === 'buyer'
        ? { security: [{ buyerSession: [] }] }
        : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { [doc.contentTypes?.[0] ?? 'application/json']: { schema: ref(doc.body) } },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the whole /api: one operation per route, bodies, answers and errors
 * from the contracts, the admin session cookie and CSRF header as security schemes. Throws when a
 * route has no description in `operations` or a description names no route: the document is
 * complete or the gateway does not start (its tests catch it first).
 */
export function buildOpenApiDocument(
  routes: readonly DocumentedRoute[],
  operations: Readonly<Record<string, RouteDeclaration>>,
) {
  const keys = new Set(routes.map((route) => `${route.method} ${route.path}`));
  const undocumented = [...keys].filter((key) => !operations[key]);
  const unrouted = Object.keys(operations).filter((key) => !keys.has(key));
  if (undocumented.length > 0 || unrouted.length > 0)
    throw new Error(
      `The API document and the routes disagree: undocumented ${undocumented.join(', ') || 'none'}; not routed ${unrouted.join(', ') || 'none'}`,
    );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = (paths[openApiPath(route.path)] ??= {});
    path[route.method.toLowerCase()] = operationOf(route, operations[`${route.method} ${route.path}`]!);
  }
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(requestSchemas)) schemas[name] = jsonSchemaOf(schema, 'input');
  for (const [name, schema] of Object.entries(answerSchemas) as [AnswerSchemaName, z.ZodType][])
    schemas[name] = jsonSchemaOf(schema, 'output');
  const tags = [...new Set(Object.values(operations).map((doc) => doc.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Atelier API',
      version: '1.0.0',
      description: [
        'The storefront and back office of Atelier: catalogue, cart and checkout, texts, media.',
        'Every error answers the ApiError shape. Admin routes need the session cookie set by',
        `POST /api/auth/login; those that change something also need its CSRF token in ${CSRF_HEADER}.`,
        'Made from the zod contracts in libs/contracts, never written by hand.',
      ].join(' '),
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: {
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'atelier_admin',
          description: 'Set by POST /api/auth/login (httpOnly; named __Host-atelier_admin over HTTPS)',
        },
        buyerSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'atelier_buyer',
          description:
            'Set by POST /api/buyers/verification/confirm once a texted code proves the phone (httpOnly). It names a session for this device: signing out (POST /api/buyers/sign-out), signing out everywhere or ending the device from another one ends it on the server, after which the cookie is refused (401, cookies cleared) on every gateway within a few seconds',
        },
        csrfToken: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: "The session's csrfToken (from login or GET /api/auth/me), on every admin change",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
