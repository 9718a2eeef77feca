#!/usr/bin/env node
// Makes the pre-initialised PGlite data directory that a brand-new all-in-one store unpacks on its
// first start (seconds instead of PGlite's slow in-browser-style initdb). Run by the all-in-one
// `build` target (its output is cached with dist); skipped when the template for the installed
// PGlite version is already in dist, as tsc -b leaves the folder in place.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteTemplateName } from '@atelier/platform';

const dir = fileURLToPath(new URL('../all-in-one/dist', import.meta.url));
const file = join(dir, pgliteTemplateName());
if (existsSync(file)) {
  console.log('build: PGlite template is up to date');
} else {
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create();
  const dump = await db.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  console.log(`build: wrote ${file}`);
}
