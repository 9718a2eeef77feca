// Drop day (issue 9): 10,000 signups for one item, from the conversion event to every BullMQ job
// enqueued, then the text worker's sending rate against the local Twilio fake, unthrottled and at
// a set rate. Needs the machine's PostgreSQL and Redis, and the built notifications service
// (`npm run build`). The measuring code is compiled with the service (it uses its internals); this
// script runs it in a child process, bounded by the run guard, and prints its figures.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { guardRun } from './lib/run-guard.mjs';

const script = fileURLToPath(
  new URL('../services/notifications/dist/test/bench/drop-day-fan-out.bench.js', import.meta.url),
);
const guard = guardRun(10 * 60_000);
const child = spawn(process.execPath, [script], { stdio: 'inherit', env: process.env });
guard.onCleanup(() => child.exitCode === null && child.kill('SIGTERM'));
const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
await guard.finish();
process.exit(status);
