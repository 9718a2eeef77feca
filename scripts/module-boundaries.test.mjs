// The module boundaries that eslint.config.js derives from the project tags: lints small import
// snippets as if they were files of a project and checks which ones
// @nx/enforce-module-boundaries rejects. Run by npm test (scripts/test-all.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath, importPath) {
  const code = `import { value } from '${importPath}';\nexport const copy = value;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries');
}

const rejected = [
  ['a service importing the gateway', 'services/catalog/src/x.ts', '@atelier/gateway'],
  [
    'a service reaching into the gateway by path',
    'services/catalog/src/x.ts',
    '../../../gateway/src/main.js',
  ],
  ['the gateway importing a service', 'gateway/src/x.ts', '@atelier/catalog'],
  ['a library importing a service', 'libs/platform/src/x.ts', '@atelier/catalog'],
  ['the contracts importing the platform', 'libs/contracts/src/x.ts', '@atelier/platform'],
  ['the web app importing the platform', 'web/src/x.ts', '@atelier/platform'],
  ['the web app reaching into the contracts by path', 'web/src/x.ts', '../../libs/contracts/src/index.js'],
];
for (const [name, file, importPath] of rejected) {
  test(`rejects ${name}`, async () => {
    assert.equal((await boundaryErrors(file, importPath)).length, 1);
  });
}

const allowed = [
  ['a service importing the platform', 'services/catalog/src/x.ts', '@atelier/platform'],
  ['the gateway importing the contracts', 'gateway/src/x.ts', '@atelier/contracts'],
  ['the all-in-one app importing a service and the gateway', 'all-in-one/src/x.ts', '@atelier/catalog'],
  ['the web app importing the contracts', 'web/src/x.ts', '@atelier/contracts'],
];
for (const [name, file, importPath] of allowed) {
  test(`allows ${name}`, async () => {
    assert.deepEqual(await boundaryErrors(file, importPath), []);
  });
}
