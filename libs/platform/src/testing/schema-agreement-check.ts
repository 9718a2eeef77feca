import { runMigrations } from '../database/migration-runner.js';
import { columnsFromDatabase, columnsFromPrismaSchema, type ColumnShape } from './prisma-schema-agreement.js';
import { createTestDatabase } from './test-database.js';

/**
 * Migrates a fresh database with a service's SQL migrations and reads back what its Prisma schema
 * describes and what the database holds, column by column, for a test to compare.
 */
export async function compareSchemaWithMigrations(options: {
  schemaPath: string;
  migrationsDir: string;
  dbSchema: string;
}): Promise<{ expected: ColumnShape[]; actual: ColumnShape[] }> {
  const database = await createTestDatabase(`${options.dbSchema}_schema`);
  try {
    await runMigrations(database.connection, {
      schema: options.dbSchema,
      migrationsDir: options.migrationsDir,
    });
    return {
      expected: columnsFromPrismaSchema(options.schemaPath, options.dbSchema),
      actual: await columnsFromDatabase(database.connection, options.dbSchema),
    };
  } finally {
    await database.drop();
  }
}
