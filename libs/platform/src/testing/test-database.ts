import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { closeDatabase, connectPostgres, type DatabaseConnection } from '../database/database-connection.js';

/** The machine's PostgreSQL, as an admin connection string (trust auth, user postgres). */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_RABBITMQ_URL = process.env.TEST_RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

export interface TestDatabase {
  name: string;
  url: string;
  connection: DatabaseConnection;
  drop(): Promise<void>;
}

/** A brand-new database for one test file, so runs never see each other's rows. */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `atelier_test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const connection = connectPostgres(url.toString(), 5);
  return {
    name,
    url: url.toString(),
    connection,
    drop: async () => {
      await closeDatabase(connection).catch(() => undefined);
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** A unique event namespace (exchange and queue prefix) for one test file. */
export const testNamespace = (label: string) => `test.${label}.${randomBytes(4).toString('hex')}`;

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
