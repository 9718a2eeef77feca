// Schema-driven fuzzing of the whole API, against a started all-in-one store. For every operation of
// the OpenAPI document: valid inputs made from its schemas (path and query parameters, the session
// header, the body), anonymously and as the signed-in admin; then inputs broken one field at a time.
// Never a 5xx, never a stack trace in an answer; an admin route refuses a stranger (401) and a change
// without the CSRF token (403); a broken input is a 4xx that names the broken field.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { randomUUID } from 'node:crypto';
import { BUYER_COOKIE, signLegacyBuyerCookie } from '@atelier/platform';
import fc from 'fast-check';
import {
  type AdminSession,
  type ApiStore,
  INTERNAL_AUTH_SECRET,
  signIn,
  startApiStore,
} from './support/api-store.js';
import { type JsonSchema, loadDocument, type Operation, SchemaChecker } from './support/openapi-document.js';
import { type InvalidCase, NASTY_STRINGS, SchemaValues } from './support/schema-values.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const VALID_PER_OPERATION = 8;
const MAX_INVALID_PER_OPERATION = 60;
const STACK_TRACE = /\n\s+at\s|node_modules|\.(?:js|ts):\d+:\d+|\/work\/|\/src\//;

let store: ApiStore;
let admin: AdminSession;
// A buyer cookie from before sessions (v2): the gateway exchanges it for a session of its own, so it
// stands for a verified buyer without a texted code.
const buyerCookie = `${BUYER_COOKIE}=${signLegacyBuyerCookie(INTERNAL_AUTH_SECRET, randomUUID())}`;
before(async () => {
  store = await startApiStore();
  admin = await signIn(store.url);
});
after(() => store?.stop());

interface Call {
  method: string;
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  bodyType?: string;
  as: 'anonymous' | 'admin' | 'admin without CSRF';
}

interface Answer {
  status: number;
  text: string;
  json: unknown;
}

const failures: string[] = [];
// Operations none of whose valid inputs the service took: their broken inputs must still be 4xx.
const withoutBase: string[] = [];
let sent = 0;
const statusCounts = new Map<number, number>();

function encodeBody(body: unknown, type: string): string {
  if (type === 'application/x-www-form-urlencoded' && body && typeof body === 'object')
    return new URLSearchParams(
      Object.entries(body as Record<string, unknown>).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    ).toString();
  if (type === 'multipart/form-data')
    return '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nnot an image\r\n--fuzz--\r\n';
  return JSON.stringify(body);
}

/** A call whose body is sent exactly as given, under the given media type. */
function sendRaw(call: Call, raw: string, type: string): Promise<Answer> {
  return send({ ...call, body: undefined }, { raw, type });
}

async function send(call: Call, rawBody?: { raw: string; type: string }): Promise<Answer> {
  const query = call.query && Object.keys(call.query).length ? `?${new URLSearchParams(call.query)}` : '';
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  // Signed in: as the admin and as a verified buyer (buyer routes), the way a browser holding both would be.
  if (call.as !== 'anonymous') headers.cookie = `${admin.cookie}; ${buyerCookie}`;
  if (call.as === 'admin' && call.method !== 'GET') headers['x-csrf-token'] = admin.csrfToken;
  let body: string | undefined;
  if (call.body !== undefined) {
    const type = call.bodyType ?? 'application/json';
    body = encodeBody(call.body, type);
    headers['content-type'] = type === 'multipart/form-data' ? 'multipart/form-data; boundary=fuzz' : type;
  }
  if (rawBody) {
    body = rawBody.raw;
    headers['content-type'] = rawBody.type;
  }
  sent++;
  const url = `${store.url}${call.path}${query}`;
  const response = await fetch(url, {
    method: call.method,
    headers,
    body,
    signal: AbortSignal.timeout(20_000),
  });
  // An event stream never ends: its status and headers are the answer to check.
  const streamed = response.headers.get('content-type')?.startsWith('text/event-stream');
  if (streamed) await response.body?.cancel();
  const text = streamed ? '' : await response.text();
  statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const label = `${call.method} ${call.path}${query} (${call.as}) body ${body?.slice(0, 200) ?? 'none'}`;
  if (response.status >= 500) failures.push(`${response.status} for ${label}: ${text.slice(0, 300)}`);
  if (STACK_TRACE.test(text) && response.status >= 400)
    failures.push(`a stack trace or source path in the answer to ${label}: ${text.slice(0, 300)}`);
  return { status: response.status, text, json };
}

/** Whether an error answer names the field: in `issues` (the contracts' 400s) or in its message. */
function namesField(answer: Answer, field: string): boolean {
  const last = field.split('.').pop()!;
  const error = answer.json as
    { message?: unknown; issues?: { path: string; message: string }[] } | undefined;
  if (error?.issues?.some((issue) => issue.path === field || issue.path.split('.').includes(last)))
    return true;
  const message = typeof error?.message === 'string' ? error.message : '';
  return new RegExp(`\\b${last}\\b`, 'i').test(message);
}

// Ids of what exists, by the collection a path names, so valid calls reach real records.
const knownIds = new Map<string, number[]>();
const collectionOf = (path: string) => path.split('/')[2]!;

async function learnIds() {
  const lists: [string, string][] = [
    ['artists', '/api/artists'],
    ['collections', '/api/collections'],
    ['products', '/api/products'],
    ['coming-soon', '/api/coming-soon'],
    ['orders', '/api/orders'],
    ['custom-orders', '/api/custom-orders'],
    ['hero-media', '/api/hero-media'],
    ['story-hero-media', '/api/story-hero-media'],
  ];
  for (const [collection, path] of lists) {
    const answer = await send({ method: 'GET', path, as: 'admin' });
    const ids = Array.isArray(answer.json) ? answer.json.map((row: { id: number }) => row.id) : [];
    knownIds.set(collection, ids);
  }
}

interface Inputs {
  pathValues: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
}

/** A path segment, percent-encoded; a lone surrogate goes as the bytes UTF-8 has no place for. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
      .join('');
  }
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(values[name]!));
}

const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T =>
  fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;

function validInputs(values: SchemaValues, path: string, operation: Operation, seed: number): Inputs {
  const inputs: Inputs = { pathValues: {}, query: {}, headers: {} };
  for (const [index, parameter] of (operation.parameters ?? []).entries()) {
    const known = knownIds.get(collectionOf(path)) ?? [];
    const value =
      parameter.in === 'path' && parameter.name === 'id' && known.length > 0 && seed % 4 !== 3
        ? known[seed % known.length]!
        : sample(values.valid(parameter.schema), seed + index);
    // Optional query parameters are sent about half of the time.
    if (parameter.in === 'query' && !parameter.required && (seed + index) % 2 === 0) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (parameter.in === 'path') inputs.pathValues[parameter.name] = text;
    else if (parameter.in === 'query') inputs.query[parameter.name] = text;
    else inputs.headers[parameter.name] = text;
  }
  const media = Object.entries(operation.requestBody?.content ?? {})[0];
  if (media) inputs.body = withKnownReferences(sample(values.valid(media[1].schema), seed + 100), seed);
  return inputs;
}

/** A body's artistId, collectionId or productId set, most of the time, to a record that exists. */
function withKnownReferences(body: unknown, seed: number): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || seed % 4 === 3) return body;
  const record = { ...(body as Record<string, unknown>) };
  for (const key of ['artistId', 'collectionId', 'productId']) {
    const known = knownIds.get(`${key.slice(0, -2)}s`) ?? [];
    if (typeof record[key] === 'number' && known.length > 0) record[key] = known[seed % known.length];
  }
  return record;
}

/** Broken parameters, one at a time: text that is no value of the parameter's schema. */
function invalidParameters(
  values: SchemaValues,
  operation: Operation,
): { parameter: NonNullable<Operation['parameters']>[number]; value: string | undefined; how: string }[] {
  const out = [];
  for (const parameter of operation.parameters ?? []) {
    const s = values.resolve(parameter.schema) as JsonSchema & {
      type?: string;
      maximum?: number;
      pattern?: string;
      enum?: unknown[];
      minLength?: number;
    };
    if (parameter.required && parameter.in !== 'path')
      out.push({ parameter, value: undefined, how: 'left out' });
    if (s.type === 'integer') {
      out.push({ parameter, value: 'abc', how: 'not a number' });
      out.push({ parameter, value: '1.5', how: 'not whole' });
      out.push({ parameter, value: '-3', how: 'negative' });
      out.push({ parameter, value: '99999999999', how: 'beyond an id' });
      out.push({ parameter, value: String(2 ** 31), how: 'just beyond the ids' });
      if (s.maximum !== undefined && s.maximum < 2 ** 31 - 1)
        out.push({ parameter, value: String(s.maximum + 1), how: 'above its maximum' });
    }
    if (s.enum) out.push({ parameter, value: 'not-one-of-these', how: 'not a choice' });
    if (s.pattern) out.push({ parameter, value: 'bad value!', how: 'not matching its pattern' });
    if (s.minLength) out.push({ parameter, value: 'x'.repeat(s.minLength - 1), how: 'too short' });
  }
  return out;
}

const withoutQuery = (query: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(query).filter(([key]) => key !== name));

async function fuzzOperation(
  values: SchemaValues,
  plainValues: SchemaValues,
  checker: SchemaChecker,
  method: string,
  path: string,
  operation: Operation,
) {
  const isAdmin = Boolean(operation.security?.some((scheme) => 'adminSession' in scheme));
  const isBuyer = Boolean(operation.security?.some((scheme) => 'buyerSession' in scheme));
  const isWebhook = path.startsWith('/api/webhooks/');
  const media = Object.entries(operation.requestBody?.content ?? {})[0];
  const bodyType = media?.[0];
  const call = (inputs: Inputs, as: Call['as'], body = inputs.body): Call => ({
    method: method.toUpperCase(),
    path: fill(path, inputs.pathValues),
    query: inputs.query,
    headers: inputs.headers,
    ...(body !== undefined ? { body, bodyType } : {}),
    as,
  });
  const where = `${method.toUpperCase()} ${path}`;
  // Buyer routes are called with the cookies of a signed-in browser too (the 'admin' actor holds both).
  const actor: Call['as'] = isAdmin || isBuyer ? 'admin' : 'anonymous';

  // Valid inputs: as the route's own caller, and once by the other (a stranger on an admin route
  // is refused; a shopper's route still works for a signed-in admin).
  // The base that broken inputs change one field of: valid inputs the service took (got past its
  // checks: an answer other than 400), so that what a broken input's answer names is the break.
  let base: Inputs | undefined;
  const refusedBeforeReading = isAdmin ? [400, 401, 403, 413, 415] : [400, 413, 415];
  let lastRefusal = '';
  for (let run = 0; run < VALID_PER_OPERATION; run++) {
    const inputs = validInputs(
      run < VALID_PER_OPERATION / 2 ? plainValues : values,
      path,
      operation,
      SEED + run,
    );
    const answer = await send(call(inputs, actor));
    if (!base && answer.status < 500 && !refusedBeforeReading.includes(answer.status)) base = inputs;
    lastRefusal = answer.status === 400 ? answer.text.slice(0, 160) : lastRefusal;
    if (answer.status < 300 && method === 'post' && answer.json && typeof answer.json === 'object') {
      const id = (answer.json as { id?: unknown }).id;
      if (typeof id === 'number') knownIds.get(collectionOf(path))?.push(id);
    }
  }
  const inputs = base ?? validInputs(plainValues, path, operation, SEED);
  if (!base) withoutBase.push(`${where} (${lastRefusal || 'none refused'})`);
  if (media) {
    // Bodies that are not what they claim: cut-off JSON, JSON of another type, no body at all.
    for (const raw of ['{"name": "cut off', '[]', 'null', '']) {
      const answer = await sendRaw(call(inputs, actor), raw, media[0]);
      if (answer.status < 400 || answer.status >= 500)
        failures.push(`${where} took ${JSON.stringify(raw)} as a ${media[0]} body: ${answer.status}`);
    }
    const plain = await sendRaw(call(inputs, actor), 'hello', 'text/plain');
    if (plain.status !== 415) failures.push(`${where} answered a text/plain body ${plain.status}, not 415`);
  }
  if (isAdmin) {
    const stranger = await send(call(inputs, 'anonymous'));
    if (stranger.status !== 401) failures.push(`${where} answered a stranger ${stranger.status}, not 401`);
    if (method !== 'get') {
      const noCsrf = await send(call(inputs, 'admin without CSRF'));
      if (noCsrf.status !== 403)
        failures.push(`${where} answered a change without CSRF ${noCsrf.status}, not 403`);
    }
  } else if (isBuyer) {
    const stranger = await send(call(inputs, 'anonymous'));
    if (stranger.status !== 401)
      failures.push(`${where} answered an unverified visitor ${stranger.status}, not 401`);
  } else {
    await send(call(inputs, 'admin'));
  }

  // Broken inputs, one field at a time.
  const broken: { call: Call; field: string; how: string }[] = [];
  for (const { parameter, value, how } of invalidParameters(values, operation)) {
    const changed: Inputs = {
      ...inputs,
      pathValues: { ...inputs.pathValues },
      query: { ...inputs.query },
      headers: { ...inputs.headers },
    };
    if (parameter.in === 'path') changed.pathValues[parameter.name] = value!;
    else if (parameter.in === 'query')
      changed.query =
        value === undefined
          ? withoutQuery(changed.query, parameter.name)
          : { ...changed.query, [parameter.name]: value };
    else if (value === undefined) delete changed.headers[parameter.name];
    else changed.headers[parameter.name] = value;
    // A session header names the session id, as the answer does.
    const field = parameter.in === 'header' ? 'sessionId' : parameter.name;
    broken.push({ call: call(changed, actor), field, how });
  }
  if (media && inputs.body !== undefined) {
    const bodySchema = media[1].schema as JsonSchema;
    const cases: InvalidCase[] = values
      .invalid(bodySchema, inputs.body)
      // Only what the document itself refuses (the broken value must not fit the schema), and ids
      // beyond the database's range, which every id field refuses.
      .filter((c) => c.idRange || checker.problems(bodySchema, c.value).length > 0);
    // Ids first: past MAX_INVALID_PER_OPERATION a big form's other cases are left out, never these.
    for (const c of [...cases.filter((c) => c.idRange), ...cases.filter((c) => !c.idRange)])
      broken.push({ call: call(inputs, actor, c.value), field: c.field, how: c.how });
  }
  for (const nasty of NASTY_STRINGS.slice(0, 4)) {
    // Only where such text is no value of the parameter (an id, a choice, a pattern), so a 4xx is owed.
    const parameter = operation.parameters?.find((p) => {
      const schema = values.resolve(p.schema);
      return p.in !== 'header' && (schema.type === 'integer' || schema.enum || schema.pattern);
    });
    if (!parameter) break;
    const changed: Inputs = { ...inputs, pathValues: { ...inputs.pathValues }, query: { ...inputs.query } };
    if (parameter.in === 'path') changed.pathValues[parameter.name] = nasty;
    else changed.query = { ...changed.query, [parameter.name]: nasty };
    // Text that is not valid UTF-8 in a path is no URL at all: refused before any parameter is read.
    const notUtf8 = parameter.in === 'path' && /[\ud800-\udfff]/.test(nasty);
    const field = notUtf8 ? '' : parameter.name;
    broken.push({ call: call(changed, actor), field, how: `as ${JSON.stringify(nasty)}` });
  }
  for (const { call: brokenCall, field, how } of broken.slice(0, MAX_INVALID_PER_OPERATION)) {
    const answer = await send(brokenCall);
    // Webhooks check the provider's signature before anything else; uploads read no JSON.
    if (isWebhook || bodyType === 'multipart/form-data') {
      if (answer.status < 400)
        failures.push(`${where} took a broken ${field || 'body'} (${how}): ${answer.status}`);
      continue;
    }
    if (answer.status < 400 || answer.status >= 500)
      failures.push(`${where}: ${field || 'the body'} ${how} answered ${answer.status}, not a 4xx`);
    else if (field && base && !namesField(answer, field))
      failures.push(
        `${where}: ${field} ${how} answered ${answer.status} without naming it: ${answer.text.slice(0, 200)}`,
      );
  }
}

test('every documented operation, valid and broken inputs, anonymous and signed in: no 5xx, broken fields named', async () => {
  const document = await loadDocument(store.url);
  const checker = new SchemaChecker(document);
  const values = new SchemaValues(document.components.schemas);
  const plainValues = new SchemaValues(document.components.schemas, true);
  await learnIds();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  // Deletions last, so the other operations find records to work on; signing out (the admin, or the
  // buyer: this device or everywhere) would end that session for every operation after it.
  const signsOut = new Set([
    '/api/auth/logout',
    '/api/buyers/sign-out',
    '/api/buyers/me/sessions/sign-out-everywhere',
  ]);
  const rank = (op: { method: string; path: string }) =>
    signsOut.has(op.path) ? 2 : op.method === 'delete' ? 1 : 0;
  operations.sort((a, b) => rank(a) - rank(b));
  const started = Date.now();
  for (const { path, method, operation } of operations)
    await fuzzOperation(values, plainValues, checker, method, path, operation);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const fiveXx = [...statusCounts].filter(([status]) => status >= 500).reduce((n, [, count]) => n + count, 0);
  const byStatus = [...statusCounts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`);
  console.log(
    `API fuzzing: ${sent} requests over ${operations.length} operations in ${seconds} s (seed ${SEED}); ${fiveXx} answered 5xx; by status ${byStatus.join(', ')}`,
  );
  if (withoutBase.length > 0) console.log(`No valid input was taken by:\n  ${withoutBase.join('\n  ')}`);
  assert.deepEqual(failures, []);
});
