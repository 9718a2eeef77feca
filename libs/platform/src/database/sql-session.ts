import type { DatabaseConnection } from './database-connection.js';

/** One database session for low-level work (migrations): plain SQL and real transactions. */
export interface SqlSession {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(script: string): Promise<void>;
  transaction(work: (session: SqlSession) => Promise<void>): Promise<void>;
}

export async function withSqlSession<T>(
  connection: DatabaseConnection,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  if (connection.kind === 'pglite') {
    const { db } = connection;
    return work({
      query: async <R>(sql: string, params?: unknown[]) => (await db.query<R>(sql, params)).rows,
      exec: async (script) => void (await db.exec(script)),
      // PGlite's transaction() also holds its mutex, so other in-process users wait for the commit.
      transaction: (inner) =>
        db.transaction(async (tx) =>
          inner({
            query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows,
            exec: async (script) => void (await tx.exec(script)),
            transaction: () => Promise.reject(new Error('nested transactions are not supported')),
          }),
        ),
    });
  }
  const client = await connection.pool.connect();
  try {
    const session: SqlSession = {
      query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
      exec: async (script) => void (await client.query(script)),
      transaction: async (inner) => {
        await client.query('BEGIN');
        try {
          await inner({
            ...session,
            transaction: () => Promise.reject(new Error('nested transactions are not supported')),
          });
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      },
    };
    return await work(session);
  } finally {
    client.release();
  }
}
