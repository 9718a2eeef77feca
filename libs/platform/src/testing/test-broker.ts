import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { TEST_RABBITMQ_URL } from './test-database.js';

const run = promisify(execFile);

/** rabbitmqctl on the machine's broker (tests run as root beside it), returning its stdout. */
export async function rabbitmqctl(...args: string[]): Promise<string> {
  const { stdout } = await run('rabbitmqctl', ['--quiet', ...args], { timeout: 60_000 });
  return stdout;
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
