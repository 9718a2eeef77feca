// The ceiling: bare node:http answering fixed bytes from memory, in its own process (forked from
// this file), so it does not share an event loop with the benchmark.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { HOST } from './http-get.mjs';

const thisFile = fileURLToPath(import.meta.url);

if (process.argv[1] === thisFile) {
  // Child: receives the body and headers over IPC, answers them to every request.
  process.on('message', (msg) => {
    if (msg?.type !== 'serve') return;
    const body = Buffer.from(msg.body, 'base64');
    const headers = { 'content-type': msg.contentType, 'content-length': String(body.length) };
    const server = http.createServer((req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    });
    server.keepAliveTimeout = 65_000;
    server.listen(0, HOST, () => process.send({ type: 'listening', port: server.address().port }));
  });
  process.on('disconnect', () => process.exit(0));
}

/** Starts the raw server answering `body` with `contentType`: { port, stop() }. */
export function startRawServer(body, contentType) {
  return new Promise((resolveServer, reject) => {
    const child = fork(thisFile, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const timer = setTimeout(() => reject(new Error('the raw server did not start')), 10_000);
    child.on('error', reject);
    child.on('message', (msg) => {
      if (msg?.type !== 'listening') return;
      clearTimeout(timer);
      resolveServer({
        port: msg.port,
        stop: () =>
          new Promise((resolveStop) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
            child.once('exit', resolveStop);
            child.kill('SIGTERM');
          }),
      });
    });
    child.send({ type: 'serve', body: body.toString('base64'), contentType });
  });
}
