#!/usr/bin/env node
// Generates a Prisma client offline. Prisma 7's CLI wants a native schema engine it cannot
// download here; `generate` never runs it, so pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing
// file is enough. Usage: node scripts/prisma-generate.mjs <path/to/schema.prisma>
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const schema = process.argv[2];
if (!schema) {
  console.error('usage: prisma-generate.mjs <schema.prisma>');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const prismaCli = createRequire(import.meta.url).resolve('prisma/build/index.js');
const result = spawnSync(
  process.execPath,
  [prismaCli, 'generate', '--no-hints', '--schema', resolve(schema)],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY:
        process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? resolve(here, 'prisma-generate.mjs'),
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  },
);
if (result.status !== 0) {
  process.stdout.write(result.stdout ?? '');
  process.exit(result.status ?? 1);
}
