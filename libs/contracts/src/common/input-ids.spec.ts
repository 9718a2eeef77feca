// Every id a client can send in a body or query (productId, artistId, lines[].productId, ...) is
// refused past the database's integer range, so 2147483648 is a 400 naming the field and never a
// query that fails (a 500). Found by walking every exported input schema (bodies, queries, patches),
// so a new one is covered.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { z } from 'zod';
import * as contracts from '../index.js';
import { MAX_ID } from './storefront-constants.js';

const ID_FIELD = /(^id|Id)$/;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Each id field of a schema, by its path (nested objects, array items, unions and wrappers included). */
function idFields(
  schema: z.ZodType,
  path: string,
  found: Map<string, z.ZodType>,
  seen = new Set<z.ZodType>(),
) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  if (def.type === 'object')
    for (const [name, field] of Object.entries(def.shape ?? {})) {
      const fieldPath = path ? `${path}.${name}` : name;
      if (ID_FIELD.test(name) && acceptsNumbers(field)) found.set(fieldPath, field);
      idFields(field, fieldPath, found, seen);
    }
  for (const inner of [def.element, def.innerType, def.in, def.out, ...(def.options ?? [])])
    if (inner) idFields(inner, def.element === inner ? `${path}[]` : path, found, seen);
}

// An id field of numbers (uuids, session ids and tokens are strings, checked by their own formats).
const acceptsNumbers = (field: z.ZodType) => field.safeParse(1).success;

const inputSchemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] =>
    /(Input|Query|Patch|Confirm)Schema$/.test(entry[0]) && typeof entry[1] === 'object',
);

test('every id field of every input schema stops at the database range, naming the field', () => {
  const checked: string[] = [];
  for (const [name, schema] of inputSchemas) {
    const found = new Map<string, z.ZodType>();
    idFields(schema, '', found);
    for (const [path, field] of found) {
      checked.push(`${name}.${path}`);
      assert.equal(field.safeParse(MAX_ID).success, true, `${name}.${path} takes ${MAX_ID}`);
      for (const beyond of [MAX_ID + 1, 2 ** 53]) {
        const parsed = field.safeParse(beyond);
        assert.equal(parsed.success, false, `${name}.${path} takes ${beyond}`);
        const fieldName = path.split('.').pop()!;
        assert.ok(
          parsed.error!.issues.some((issue) => new RegExp(`\\b(${fieldName}|id)\\b`).test(issue.message)),
          `${name}.${path}: ${parsed.error!.issues.map((issue) => issue.message).join('; ')}`,
        );
      }
    }
  }
  // The walk finds them: the auction's productId, a stock hold's lines, the cart's, the catalog's references.
  for (const expected of [
    'openAuctionInputSchema.productId',
    'createStockHoldInputSchema.lines[].productId',
    'addToCartInputSchema.productId',
    'productInputSchema.artistId',
    'productListQuerySchema.collectionId',
  ])
    assert.ok(checked.includes(expected), `${expected} among ${checked.join(', ')}`);
});
