import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { type DatabaseConnection, withSqlSession } from '@atelier/platform';

/**
 * pg_dump and pg_restore (PostgreSQL's client package, in the image) against DATABASE_URL. The
 * password goes in the environment (PGPASSWORD), never on the command line, where `ps` shows it.
 */
function connectionArgs(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', (error) =>
      reject(new Error(`${command} could not run (${error.message}): is PostgreSQL's client installed?`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * One schema, in pg_dump's custom format (compressed) into `file`, its rows as INSERT statements
 * (not COPY) so that restoreSchema can run the restore script through the pool's own connection.
 */
export function dumpSchema(databaseUrl: string, schema: string, file: string): Promise<void> {
  const { dbname, env } = connectionArgs(databaseUrl);
  return run(
    'pg_dump',
    [
      '--format=custom',
      `--schema=${schema}`,
      '--no-owner',
      '--no-privileges',
      '--inserts',
      '--rows-per-insert=200',
      `--file=${file}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
}

/**
 * Lines of pg_restore's script that are not SQL for every server: psql's \restrict and
 * \unrestrict guards (pg_dump 17.6 and later), and the transaction_timeout setting PostgreSQL
 * before 17 does not know (pg_restore 17 sends it, and older servers refuse the whole restore).
 */
const NOT_FOR_THE_SERVER = [/^\\(un)?restrict [A-Za-z0-9]+$/, /^SET transaction_timeout = 0;$/];

/**
 * A dump made by dumpSchema, restored in one transaction (all of it or nothing) on `database`:
 * pg_restore writes the script (to `scriptFile`), and it runs through the pool's connection, so
 * the same restore works on any server version pg_dump supports.
 */
export async function restoreSchema(
  database: DatabaseConnection,
  file: string,
  scriptFile: string,
): Promise<void> {
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', `--file=${scriptFile}`, file],
    process.env,
  );
  const script = (await readFile(scriptFile, 'utf8'))
    .split('\n')
    .filter((line) => !NOT_FOR_THE_SERVER.some((pattern) => pattern.test(line)))
    .join('\n');
  await withSqlSession(database, async (session) => {
    try {
      await session.exec(script);
    } catch (error) {
      // The script's BEGIN left the session in the failed transaction: end it before the pool reuses it.
      await session.exec('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}
