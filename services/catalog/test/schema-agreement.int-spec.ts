import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runMigrations } from '@atelier/platform';
import {
  columnsFromDatabase,
  columnsFromPrismaSchema,
  createTestDatabase,
  type TestDatabase,
} from '@atelier/platform/testing';
import { CATALOG_SCHEMA, catalogMigrationsDir } from '../src/index.js';

const schemaPath = fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url));
let database: TestDatabase;

before(async () => {
  database = await createTestDatabase('catalog_schema');
  await runMigrations(database.connection, { schema: CATALOG_SCHEMA, migrationsDir: catalogMigrationsDir });
});
after(() => database.drop());

test('the Prisma schema and the migrated database have the same tables, columns, types and nullability', async () => {
  const expected = columnsFromPrismaSchema(schemaPath, CATALOG_SCHEMA);
  const actual = await columnsFromDatabase(database.connection, CATALOG_SCHEMA);
  assert.ok(expected.length > 40, `parsed only ${expected.length} columns from schema.prisma`);
  assert.deepEqual(actual, expected);
});
