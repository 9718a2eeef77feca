import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';

/**
 * Where a service's tables live: the machine's PostgreSQL (cluster, containers) or an embedded
 * PGlite database (all-in-one). Business code never sees the difference: it gets a Prisma client.
 */
export type DatabaseConnection = { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; db: PGlite };

export function connectPostgres(url: string, maxConnections = 10): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, idleTimeoutMillis: 30_000 });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return { kind: 'postgres', pool };
}

/** Opens (creating if needed) a PGlite database in dataDir, or in memory when dataDir is omitted. */
export async function openPglite(dataDir?: string): Promise<DatabaseConnection> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  return { kind: 'pglite', db };
}

export const prismaAdapterFor = (connection: DatabaseConnection) =>
  connection.kind === 'postgres' ? new PrismaPg(connection.pool) : new PrismaPGlite(connection.db);

export async function pingDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.kind === 'postgres') await connection.pool.query('SELECT 1');
  else await connection.db.query('SELECT 1');
}

export async function closeDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.kind === 'postgres') await connection.pool.end();
  else await connection.db.close();
}
