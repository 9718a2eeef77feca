#!/usr/bin/env node
// Runs a package's compiled tests with node's test runner: every *.spec.js and *.int-spec.js under
// the given folders (relative to the current directory). Exit code and TAP summary come from node.
// Usage: node run-node-tests.mjs <dir> [more dirs] [-- extra node --test flags]
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const dirs = split === -1 ? args : args.slice(0, split);
const extra = split === -1 ? [] : args.slice(split + 1);

const findTests = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'node_modules' ? [] : findTests(path);
    return /\.(int-)?spec\.m?js$|\.test\.mjs$/.test(entry.name) ? [path] : [];
  });

const files = dirs.flatMap((path) => (statSync(path).isDirectory() ? findTests(path) : [path])).sort();
if (files.length === 0) {
  console.error(`no test files under ${dirs.join(', ')}`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...extra, ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
