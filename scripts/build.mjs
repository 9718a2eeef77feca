#!/usr/bin/env node
// npm run build: Prisma clients, then every TypeScript project (tsc -b, incremental), then the web app.
// The web build is skipped when web/dist is newer than every web source and the contracts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const prismaSchemas = ['services/catalog/prisma/schema.prisma', 'gateway/prisma/schema.prisma'];
const force = process.argv.includes('--force');

const run = (label, command, args) => {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`build: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'generated') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
};

for (const schema of prismaSchemas) {
  const generatedClient = join(root, schema, '../../src/generated/prisma/client.ts');
  const fresh =
    existsSync(generatedClient) && statSync(generatedClient).mtimeMs > statSync(join(root, schema)).mtimeMs;
  if (force || !fresh)
    run(`prisma generate ${relative(root, schema)}`, process.execPath, [
      'scripts/prisma-generate.mjs',
      schema,
    ]);
}
run('tsc -b', process.execPath, ['node_modules/typescript/bin/tsc', '-b', 'tsconfig.json']);
run('PGlite template', process.execPath, ['scripts/build-pglite-template.mjs']);

const webIndex = join(root, 'web/dist/index.html');
const webInputs = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'libs/contracts/src')));
if (force || !existsSync(webIndex) || statSync(webIndex).mtimeMs < webInputs) {
  run('web (vite build)', 'npm', ['run', 'build', '-w', 'web']);
} else {
  console.log('build: web is up to date');
}
