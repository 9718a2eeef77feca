import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on now (the OS's pick), for a server the test starts itself. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface OwnRedis {
  readonly port: number;
  readonly url: string;
  /** Starts it again on the same port (after stop): Redis coming back, empty. */
  start(): Promise<void>;
  /** Stops the server (SIGKILL: an outage, not a shutdown). */
  stop(): Promise<void>;
}

/**
 * A redis-server of the test's own, on a port of its own, without persistence: a test can stop and
 * start it (a Redis outage) while the machine's Redis, shared with the other suites, runs on.
 */
export async function startOwnRedis(port?: number): Promise<OwnRedis> {
  const chosen = port ?? (await freePort());
  let child: ChildProcess | undefined;
  const own: OwnRedis = {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    start: async () => {
      const started = spawn(
        'redis-server',
        ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = started;
      await new Promise<void>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 30_000);
        started.once('error', reject);
        started.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
        started.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (/ready to accept connections/i.test(output)) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      started.stdout!.resume();
      started.stderr!.resume();
    },
    stop: async () => {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await own.start();
  return own;
}
