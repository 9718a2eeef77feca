// Migrations keep the previous release running (expand/contract, docs/runbooks.md "Migrations"):
// no migration newer than the baseline drops or renames a table or column, or changes a column's
// type, unless it is a contract step naming its earlier expand step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationFolders, migrationProblems, repositoryProblems } from './migration-rules.mjs';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');

test("every service's migrations are found", () => {
  const folders = migrationFolders(ROOT).map((dir) => dir.slice(ROOT.length + 1));
  for (const owner of ['services/catalog', 'services/cart-checkout', 'services/notifications', 'gateway'])
    assert.ok(
      folders.some((f) => f.startsWith(owner)),
      `${owner}: no migrations folder among ${folders}`,
    );
});

test('no migration after the baseline takes away what the previous release reads', () => {
  assert.deepEqual(repositoryProblems(ROOT), []);
});

const siblings = ['20261201000000_expand', '20261202000000_contract'];
const cases = {
  'ALTER TABLE "s"."t" DROP COLUMN "c";': /drops a column/,
  'ALTER TABLE "s"."t" RENAME COLUMN "a" TO "b";': /renames a column/,
  'ALTER TABLE "s"."t" RENAME TO "u";': /renames a table/,
  'DROP TABLE "s"."t";': /drops a table/,
  'ALTER TABLE "s"."t" ALTER COLUMN "c" TYPE BIGINT;': /changes a column's type/,
};
for (const [sql, expected] of Object.entries(cases))
  test(`caught: ${sql}`, () => {
    const [problem] = migrationProblems(siblings[1], sql, siblings);
    assert.match(problem ?? '', expected);
    assert.match(problem, /without an expand step/);
  });

test('passes: adding, a dropped constraint or index, words in comments and strings', () => {
  const sql = `-- we no longer DROP COLUMN anything here
ALTER TABLE "s"."t" ADD COLUMN "d" TEXT;
ALTER TABLE "s"."t" RENAME CONSTRAINT "a" TO "b";
DROP INDEX "s"."t_idx";
UPDATE "s"."t" SET "d" = 'DROP TABLE x';`;
  assert.deepEqual(migrationProblems(siblings[1], sql, siblings), []);
});

test('a contract step names an older expand step of its own service', () => {
  const drop = 'ALTER TABLE "s"."t" DROP COLUMN "c";';
  assert.deepEqual(
    migrationProblems(siblings[1], `-- contract-after: ${siblings[0]}\n${drop}`, siblings),
    [],
  );
  assert.match(
    migrationProblems(siblings[1], `-- contract-after: 20261130000000_missing\n${drop}`, siblings)[0],
    /not a migration here/,
  );
  assert.match(
    migrationProblems(siblings[0], `-- contract-after: ${siblings[1]}\n${drop}`, siblings)[0],
    /not older/,
  );
});
