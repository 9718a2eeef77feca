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
import { GATEWAY_SCHEMA, gatewayMigrationsDir } from '../src/index.js';

const schemaPath = fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url));
let database: TestDatabase;

before(async () => {
  database = await createTestDatabase('gateway_schema');
  await runMigrations(database.connection, { schema: GATEWAY_SCHEMA, migrationsDir: gatewayMigrationsDir });
});
after(() => database.drop());

test('the Prisma schema and the migrated database have the same tables, columns, types and nullability', async () => {
  const expected = columnsFromPrismaSchema(schemaPath, GATEWAY_SCHEMA);
  const actual = await columnsFromDatabase(database.connection, GATEWAY_SCHEMA);
  assert.ok(expected.length >= 7, `parsed only ${expected.length} columns from schema.prisma`);
  assert.deepEqual(actual, expected);
});
