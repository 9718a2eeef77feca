#!/usr/bin/env node
// Starts the built all-in-one store once, on a throwaway data directory, so that its bundle's V8 code
// cache is saved (all-in-one/src/bundle-code-cache.ts): then even the first `npm start` of a fresh
// build compiles the bundle from bytecode. Run by the all-in-one `build` target, after the bundle
// (whose build empties the cache) and the demo store.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const allInOne = fileURLToPath(new URL('../all-in-one/', import.meta.url));
const dataDir = mkdtempSync(join(os.tmpdir(), 'atelier-code-cache-'));
try {
  const store = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: allInOne,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const exited = new Promise((resolve) => store.once('exit', resolve));
  await new Promise((resolve, reject) => {
    store.stdout.on('data', (chunk) => {
      output += chunk;
      // The cache is saved in the same turn as this line is written, before any signal is handled.
      if (output.includes('Atelier is ready')) resolve();
    });
    store.once('exit', (code) =>
      reject(new Error(`the store exited (${code}) before it was ready:\n${output}`)),
    );
  });
  store.kill('SIGTERM');
  await exited;
  const files = readdirSync(join(allInOne, 'dist/bundle/.code-cache'));
  console.log(`build: saved the bundle's code cache (${files.length} files)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
