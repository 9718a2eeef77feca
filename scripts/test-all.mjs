#!/usr/bin/env node
// npm test: builds, then runs every suite — lint and types, each package's unit and integration
// tests (real PostgreSQL and RabbitMQ), the web app's tests, the container config check, and the
// browser tests against a freshly started all-in-one store. Ends with "N passed, N failed".
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { startStoreForTests } from './test-store.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = [];

/** Runs a command, echoing its output, and returns its exit code and output. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const echo = (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

// A suite without a count of its own (a build, a linter) counts as one test.
async function checkSuite(name, command, args, options) {
  console.log(`\n=== ${name}`);
  const { code } = await run(command, args, options);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

async function nodeTestSuite(name, cwd, dirs, env) {
  console.log(`\n=== ${name}`);
  const { code, output } = await run(process.execPath, [join(root, 'scripts/run-node-tests.mjs'), ...dirs], {
    cwd: join(root, cwd),
    env,
  });
  const passed = Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0);
  const failed = Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0);
  results.push({ name, passed, failed: failed || (code !== 0 ? Math.max(1, failed) : 0) });
}

async function vitestSuite(name, cwd) {
  console.log(`\n=== ${name}`);
  const { code, output } = await run('npx', ['vitest', 'run'], { cwd: join(root, cwd), env: { CI: 'true' } });
  const line = /Tests\s+(.*)/.exec(stripVTControlCharacters(output))?.[1] ?? '';
  const passed = Number(/(\d+) passed/.exec(line)?.[1] ?? 0);
  const failed = Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
  results.push({ name, passed, failed: failed || (code !== 0 ? 1 : 0) });
}

const started = Date.now();
await checkSuite('build', process.execPath, ['scripts/build.mjs']);
if (results[0].failed) finish();
await checkSuite('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await checkSuite('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
await checkSuite('typecheck web', 'npx', ['tsc', '-p', 'web/tsconfig.json', '--noEmit']);
await nodeTestSuite('libs/contracts', 'libs/contracts', ['dist']);
await nodeTestSuite('libs/platform', 'libs/platform', ['dist']);
await nodeTestSuite('services/catalog', 'services/catalog', ['dist']);
await nodeTestSuite('gateway', 'gateway', ['dist']);
await nodeTestSuite('all-in-one', 'all-in-one', ['dist']);
await nodeTestSuite('infra', 'infra', ['test']);
await vitestSuite('web', 'web');

console.log('\n=== e2e (all-in-one store in Chromium)');
const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
const store = await startStoreForTests({ dataDir, adminPassword: 'e2e-admin-password' }).catch((error) => {
  console.error(`could not start the store: ${error.message}`);
  return undefined;
});
if (store) {
  await nodeTestSuite('e2e', 'e2e', ['tests'], {
    E2E_BASE_URL: store.url,
    E2E_ADMIN_USERNAME: 'admin',
    E2E_ADMIN_PASSWORD: 'e2e-admin-password',
  });
  await store.stop();
} else {
  results.push({ name: 'e2e', passed: 0, failed: 1 });
}
rmSync(dataDir, { recursive: true, force: true });
finish();

function finish() {
  console.log('\n=== summary');
  for (const { name, passed, failed } of results)
    console.log(`${failed ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed`);
  console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
