import { spawn } from 'node:child_process';

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

/** One schema, in pg_dump's custom format (compressed; pg_restore reads it), into `file`. */
export function dumpSchema(databaseUrl: string, schema: string, file: string): Promise<void> {
  const { dbname, env } = connectionArgs(databaseUrl);
  return run(
    'pg_dump',
    [
      '--format=custom',
      `--schema=${schema}`,
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
}

/** A dump made by dumpSchema, restored in one transaction: all of it or nothing. */
export function restoreSchema(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connectionArgs(databaseUrl);
  return run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
}
