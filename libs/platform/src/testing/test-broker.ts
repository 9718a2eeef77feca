import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { TEST_RABBITMQ_URL } from './test-database.js';

const CTL_TIMEOUT_MS = 60_000;

/**
 * rabbitmqctl on the machine's broker (tests run as root beside it), returning its stdout.
 *
 * rabbitmqctl is a shell script that starts an Erlang VM; killing the script on a timeout leaves the
 * VM running, holding one of the 11 distribution ports every rabbitmqctl needs (35672-35682): a
 * dozen left behind and no rabbitmqctl on the machine can start. So it runs in a process group of
 * its own, and a timeout kills the group.
 */
export function rabbitmqctl(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('rabbitmqctl', ['--quiet', ...args], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      reject(new Error(`rabbitmqctl ${args.join(' ')}: no answer within ${CTL_TIMEOUT_MS} ms`));
    }, CTL_TIMEOUT_MS);
    child.on('error', (error) => (clearTimeout(timer), reject(error)));
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`rabbitmqctl ${args.join(' ')} exited with ${code}: ${stderr.trim()}`));
    });
  });
}

export interface TestVhost {
  name: string;
  /** TEST_RABBITMQ_URL pointed at this vhost. */
  url: string;
  /** Closes every client connection to this vhost (as if the broker dropped them). */
  closeConnections(): Promise<number>;
  delete(): Promise<void>;
}

/**
 * A RabbitMQ vhost of its own for one test file: faults injected there (closed connections, deleted
 * queues) never reach the other suites sharing the broker, and deleting it removes all topology.
 */
export async function createTestVhost(label: string): Promise<TestVhost> {
  const name = `atelier-test-${label}-${randomBytes(4).toString('hex')}`;
  await rabbitmqctl('add_vhost', name);
  try {
    await rabbitmqctl('set_permissions', '-p', name, 'guest', '.*', '.*', '.*');
  } catch (error) {
    await rabbitmqctl('delete_vhost', name).catch(() => undefined); // leave nothing behind
    throw error;
  }
  const url = new URL(TEST_RABBITMQ_URL);
  url.pathname = `/${encodeURIComponent(name)}`;
  return {
    name,
    url: url.toString(),
    closeConnections: async () => {
      const listing = await rabbitmqctl('list_connections', 'pid', 'vhost', '--no-table-headers');
      const pids = listing
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter(([pid, vhost]) => pid && vhost === name)
        .map(([pid]) => pid);
      for (const pid of pids)
        await rabbitmqctl('close_connection', pid, 'test: connection closed by the broker');
      return pids.length;
    },
    delete: () => rabbitmqctl('delete_vhost', name).then(() => undefined),
  };
}
