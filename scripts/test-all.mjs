#!/usr/bin/env node
// npm test: every project's Nx targets — generate, build, typecheck, lint, test (unit and
// integration tests against the real PostgreSQL and RabbitMQ, the web app's tests, the container
// config check, the browser tests against a freshly started all-in-one store) — then the checks
// that belong to no project (format, lint and tests of the root scripts, which include the module
// boundary rules), and beside it all the image built and run as containers (npm run
// test:containers). Tasks whose inputs did not change since a passing run are replayed from Nx's
// local cache (.nx/cache): their output is printed again and their counts still add up. Extra
// arguments go to Nx (`npm test -- --skip-nx-cache`).
// Ends with "N passed, N failed": test suites count their tests, every other task counts as one.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const nx = createRequire(import.meta.url).resolve('nx/bin/nx');
const targets = ['build', 'typecheck', 'lint', 'test'];
const nxArgs = ['run-many', '-t', ...targets, ...process.argv.slice(2)];
const results = [];
const started = Date.now();

/** Runs a command, echoing its output (or keeping it, when `quiet`), and returns its exit code and output. */
function run(command, args, env = process.env, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const echo = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The tasks Nx will run (dependencies included), without the no-op ones (typecheck = build). */
function plannedTasks() {
  const plan = spawnSync(process.execPath, [nx, ...nxArgs, '--graph=stdout'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (plan.status !== 0) {
    process.stdout.write(plan.stdout + plan.stderr);
    return undefined;
  }
  const { graph, tasks } = JSON.parse(plan.stdout.slice(plan.stdout.indexOf('{')));
  return Object.values(tasks.tasks)
    .filter(({ target }) => graph.nodes[target.project].data.targets[target.target].executor !== 'nx:noop')
    .map(({ id }) => id);
}

const hasTestCounts = (output) => /^# pass \d+/m.test(output) || /^\s*Tests\s+\d/m.test(output);

/** Counts of one task's output: node's TAP summary, vitest's "Tests" line, or one check. */
function countsOf(output, ok) {
  // A suite may print several TAP summaries (scripts/run-node-tests.mjs runs its files in groups).
  const tapSum = (label) =>
    [...output.matchAll(new RegExp(`^# ${label} (\\d+)`, 'gm'))].reduce((sum, m) => sum + Number(m[1]), 0);
  const tapPassed = /^# pass \d+/m.test(output);
  const vitest = /^\s*Tests\s+(.*)$/m.exec(output)?.[1];
  let passed = ok ? 1 : 0;
  let failed = ok ? 0 : 1;
  if (tapPassed) {
    passed = tapSum('pass');
    failed = tapSum('fail');
  } else if (vitest) {
    passed = Number(/(\d+) passed/.exec(vitest)?.[1] ?? 0);
    failed = Number(/(\d+) failed/.exec(vitest)?.[1] ?? 0);
  }
  return { passed, failed: ok ? failed : Math.max(1, failed) };
}

/** Each task's wall time in seconds, from Nx's profile (task id → seconds); empty if unreadable. */
function taskSeconds(profileFile) {
  try {
    const events = JSON.parse(readFileSync(profileFile, 'utf8'));
    return new Map(events.filter((e) => e.ph === 'X').map((e) => [e.name, e.dur / 1e6]));
  } catch {
    return new Map();
  }
}

async function nxSuites() {
  console.log(`\n=== nx ${nxArgs.join(' ')}`);
  const planned = plannedTasks();
  if (!planned) return results.push({ name: 'nx task graph', passed: 0, failed: 1 });
  // Nx writes each task's start and duration to NX_PROFILE (a Chrome trace; a path relative to the
  // workspace, which Nx joins to it): the summary's times.
  const profile = '.nx/test-all-profile.json';
  const { output } = await run(process.execPath, [nx, ...nxArgs, '--outputStyle=static'], {
    ...process.env,
    NX_PROFILE: profile,
  });
  const seconds = taskSeconds(join(root, profile));
  rmSync(join(root, profile), { force: true });
  const text = stripVTControlCharacters(output);
  // Static output prints each finished task whole, after a "> nx run project:target" line.
  const blocks = new Map();
  const headers = [...text.matchAll(/^> nx run (\S+:\S+)(.*)$/gm)];
  headers.forEach((header, i) => {
    const rest = text.slice(header.index, headers[i + 1]?.index);
    const footer = i + 1 < headers.length ? -1 : rest.search(/^ NX {3}/m);
    blocks.set(header[1], {
      cached: /cache/.test(header[2]),
      output: footer < 0 ? rest : rest.slice(0, footer),
    });
  });
  const failedTasks = new Set(
    [...(text.split(/Failed tasks:/)[1] ?? '').matchAll(/^\s*- (\S+:\S+)/gm)].map((m) => m[1]),
  );
  for (const id of planned) {
    const block = blocks.get(id);
    if (!block) {
      results.push({ name: `${id} (not run)`, passed: 0, failed: 1 });
      continue;
    }
    if (block.cached && id.endsWith(':test') && !hasTestCounts(block.output)) {
      // Nx trusted outputs on disk but had no terminal output to replay (its cache folder was
      // emptied by hand): run the suite again so its tests are counted, not just "1 passed".
      console.log(`\n=== ${id}: cached without its output, running it again`);
      const rerun = await run(process.execPath, [nx, 'run', id, '--skip-nx-cache', '--outputStyle=static']);
      results.push({
        name: id,
        ...countsOf(stripVTControlCharacters(rerun.output), rerun.code === 0),
        seconds: seconds.get(id),
      });
      continue;
    }
    const counts = countsOf(block.output, !failedTasks.has(id));
    results.push({ name: `${id}${block.cached ? ' (cached)' : ''}`, ...counts, seconds: seconds.get(id) });
  }
}

// Checks of files that belong to no Nx project (never cached). A quiet one keeps its output and
// prints it whole when it ends, so that checks run side by side do not interleave their lines.
async function checkSuite(name, command, args, { quiet = false } = {}) {
  if (!quiet) console.log(`\n=== ${name}`);
  const began = Date.now();
  const { code, output } = await run(command, args, process.env, quiet);
  const seconds = (Date.now() - began) / 1000;
  if (quiet) console.log(`\n=== ${name}\n${output}`);
  results.push({ name, ...countsOf(stripVTControlCharacters(output), code === 0), seconds });
}

// The image built and every process run in its own container (podman, npm run test:containers)
// beside the Nx run, from the start: the image builds from the sources (its own npm ci and Nx
// build; dist, node_modules and .nx are outside its context), and its minutes of waiting on podman
// and the containers overlap the suites' (its output is printed whole when it ends; its TAP summary
// adds its tests to the count). The root checks (seconds each, one after the other) run once Nx is
// done.
const containers = checkSuite(
  'containers',
  process.execPath,
  ['--test-reporter=tap', 'infra/containers/test-containers.mjs'],
  { quiet: true },
);
await nxSuites();
await checkSuite('format', 'npx', ['prettier', '--check', '.', '--log-level=warn'], { quiet: true });
await checkSuite('lint scripts', 'npx', ['eslint', 'scripts', 'eslint.config.js', '--max-warnings=0'], {
  quiet: true,
});
await checkSuite('scripts tests', process.execPath, ['scripts/run-node-tests.mjs', 'scripts'], {
  quiet: true,
});
await containers;

console.log('\n=== summary');
// Each suite's wall time: Nx runs two tasks side by side, so they add up to more than the total.
const took = (seconds) => (seconds === undefined ? '' : ` (${Math.round(seconds)} s)`);
for (const { name, passed, failed, seconds } of results)
  console.log(`${failed ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed${took(seconds)}`);
const cached = results.filter(({ name }) => name.endsWith('(cached)')).length;
console.log(
  `(${Math.round((Date.now() - started) / 1000)} s; ${cached} of ${results.length} read from the Nx cache)`,
);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
