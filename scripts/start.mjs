#!/usr/bin/env node
// npm start: build what changed, then run the all-in-one store (PGlite, in-process events, demo data).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const store = spawn(process.execPath, ['all-in-one/dist/src/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => store.kill(signal));
store.on('exit', (code) => process.exit(code ?? 0));
