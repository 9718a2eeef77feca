// One GET over a fresh connection, without decompression: { status, headers, body: Buffer }.
import http from 'node:http';

/** Every request of the benchmark goes to this loopback address. */
export const HOST = '127.0.0.1';

export function get(url, { headers = {}, timeoutMs = 5000 } = {}) {
  return new Promise((resolveGet) => {
    const failed = () => resolveGet({ status: 0, headers: {}, body: Buffer.alloc(0) });
    const req = http.get(url, { agent: false, timeout: timeoutMs, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolveGet({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', failed);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', failed);
  });
}
