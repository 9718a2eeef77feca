import type pg from 'pg';
import type { DatabaseConnection } from '../database/database-connection.js';
import type { RawSqlClient, TransactionalSqlClient } from '../events/sql-client.js';

/**
 * A TransactionalSqlClient over a plain pg pool, for tests whose consumer or outbox table has no
 * Prisma schema of its own. Apps use their generated Prisma client instead.
 */
export function pgSqlClient(pool: pg.Pool): TransactionalSqlClient {
  const over = (runner: pg.Pool | pg.PoolClient): RawSqlClient => ({
    $queryRawUnsafe: async <T>(sql: string, ...values: unknown[]) =>
      (await runner.query(sql, values)).rows as T,
    $executeRawUnsafe: async (sql: string, ...values: unknown[]) =>
      (await runner.query(sql, values)).rowCount ?? 0,
  });
  return {
    ...over(pool),
    $transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(over(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** The pg pool behind a PostgreSQL connection (test databases always are). */
export function pgPool(connection: DatabaseConnection): pg.Pool {
  if (connection.kind !== 'postgres') throw new Error('expected a PostgreSQL connection');
  return connection.pool;
}
