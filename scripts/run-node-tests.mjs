#!/usr/bin/env node
// Runs a package's compiled tests with node's test runner: every *.spec.js and *.int-spec.js under
// the given folders (relative to the current directory). Exit code and TAP summaries come from node.
// Usage: node run-node-tests.mjs <dir> [more dirs] [-- extra node --test flags]
//
// Test files run two at a time (ATELIER_TEST_CONCURRENCY changes that; 1 runs them one by one):
// each file has its own database, vhost, event namespace, Redis prefix and ports, and most of a
// file's time is spent waiting on PostgreSQL, the broker or a child process, so the two cores do
// twice the work. A file whose test depends on a window of time that a busy neighbour would overrun
// says so in its first lines with a comment `// Runs alone: <why>`; those run afterwards, one at a
// time. Each group prints its own TAP summary (npm test adds them up).
import { spawnSync } from 'node:child_process';
import { openSync, readSync, closeSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const dirs = split === -1 ? args : args.slice(0, split);
const extra = split === -1 ? [] : args.slice(split + 1);
const concurrency = Number(process.env.ATELIER_TEST_CONCURRENCY ?? 2);

const findTests = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'node_modules' ? [] : findTests(path);
    return /\.(int-)?spec\.m?js$|\.test\.mjs$/.test(entry.name) ? [path] : [];
  });

/** Whether a test file asks to run alone: the marker comment within its first 2 KB (tsc keeps comments). */
function runsAlone(file) {
  const head = Buffer.alloc(2048);
  const fd = openSync(file, 'r');
  try {
    return /^\/\/ Runs alone:/m.test(head.toString('utf8', 0, readSync(fd, head, 0, head.length, 0)));
  } finally {
    closeSync(fd);
  }
}

const files = dirs.flatMap((path) => (statSync(path).isDirectory() ? findTests(path) : [path])).sort();
if (files.length === 0) {
  console.error(`no test files under ${dirs.join(', ')}`);
  process.exit(1);
}
const alone = files.filter(runsAlone);
const together = files.filter((file) => !alone.includes(file));

const runGroup = (group, filesAtOnce) =>
  group.length === 0
    ? 0
    : (spawnSync(process.execPath, ['--test', `--test-concurrency=${filesAtOnce}`, ...extra, ...group], {
        stdio: 'inherit',
      }).status ?? 1);

const statuses = [runGroup(together, concurrency), runGroup(alone, 1)];
process.exit(statuses.find((status) => status !== 0) ?? 0);
