import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { testChain } from './test-chain.js';

/** How the fake mirror answers a round: served, slowly (past the client's timeout), tampered, or an error. */
export type FakeBeaconMode = 'up' | 'slow' | 'tampered' | 'error';

/**
 * A fake drand HTTP mirror (node:http) for a test chain: GET /{chainHash}/info and
 * /{chainHash}/public/{round}, as drand's mirrors answer them. stop() takes it down (connections
 * refused) and start() brings it back on the same port.
 */
export async function startFakeBeaconServer(chain: ReturnType<typeof testChain>) {
  let mode: FakeBeaconMode = 'up';
  const requested: number[] = [];
  let port = 0;
  let server: Server | undefined;
  const listen = async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0]!;
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (path === `/${chain.chainHash}/info`) return json(200, chain.info);
      const match = new RegExp(`^/${chain.chainHash}/public/(\\d+)$`).exec(path);
      if (!match) return json(404, { error: 'not found' });
      const round = Number(match[1]);
      requested.push(round);
      const beacon = chain.sign(round);
      if (mode === 'slow') return void setTimeout(() => json(200, beacon), 5_000).unref();
      if (mode === 'error') return json(503, { error: 'unavailable' });
      if (mode === 'tampered') return json(200, { ...beacon, randomness: 'ab'.repeat(32) });
      return json(200, beacon);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as AddressInfo).port;
  };
  await listen();
  const stop = async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    requested,
    setMode: (next: FakeBeaconMode) => void (mode = next),
    stop,
    start: listen,
  };
}
