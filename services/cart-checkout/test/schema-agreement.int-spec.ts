import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compareSchemaWithMigrations } from '@atelier/platform/testing';
import { CART_CHECKOUT_SCHEMA, cartCheckoutMigrationsDir } from '../src/index.js';

test('the Prisma schema and the migrated database have the same tables, columns, types and nullability', async () => {
  const { expected, actual } = await compareSchemaWithMigrations({
    schemaPath: fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url)),
    migrationsDir: cartCheckoutMigrationsDir,
    dbSchema: CART_CHECKOUT_SCHEMA,
  });
  assert.ok(expected.length > 60, `parsed only ${expected.length} columns from schema.prisma`);
  assert.deepEqual(actual, expected);
});
