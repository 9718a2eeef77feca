#!/usr/bin/env node
// npm run build (and npm start / npm run start:cluster before they start): every project's Nx
// `build` target — Prisma clients (`generate`), tsc per package, the PGlite template with the
// all-in-one build, the web app with Vite. Nx decides what is up to date from its local cache in
// .nx/cache; extra arguments go to Nx (e.g. `npm run build -- --skip-nx-cache` rebuilds everything).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const nx = createRequire(import.meta.url).resolve('nx/bin/nx');
const result = spawnSync(
  process.execPath,
  [nx, 'run-many', '-t', 'build', '--outputStyle=static-failures-only', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
