#!/usr/bin/env node
// Makes the PGlite data directories a brand-new all-in-one store starts from (a copy of one, on its
// first start), run by the all-in-one `build` target after tsc (its output is cached with dist):
//   - the plain template: PGlite's initdb, done once here (~15 s) rather than at every new store;
//     skipped when the one for the installed PGlite version is already in dist, as tsc -b leaves
//     the folder in place;
//   - the demo store: every migration applied and the demo catalogue seeded
//     (all-in-one/src/bake-demo-template.ts), made again at every build, as the seed or a migration
//     may have changed.
import { existsSync, mkdirSync, mkdtempSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteTemplateName } from '@atelier/platform';

const dir = fileURLToPath(new URL('../all-in-one/dist', import.meta.url));
const template = join(dir, pgliteTemplateName());
if (existsSync(template)) {
  console.log('build: PGlite template is up to date');
} else {
  mkdirSync(dir, { recursive: true });
  // Made beside its final place and renamed when complete: an interrupted build leaves no half template.
  const making = mkdtempSync(join(dir, '.pglite-template-'));
  const db = await PGlite.create({ dataDir: making });
  await db.close();
  renameSync(making, template);
  console.log(`build: wrote ${template}`);
}

const { bakeDemoTemplate } = await import('../all-in-one/dist/src/bake-demo-template.js');
console.log(`build: wrote ${join(dir, await bakeDemoTemplate(dir))}`);
