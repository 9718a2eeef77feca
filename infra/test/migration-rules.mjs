// The expand/contract rule (docs/runbooks.md, "Migrations"), checked on migration SQL: during a
// rolling update the previous release's pods still run against the new schema, so a migration may
// add (expand) but not take away what that release reads. Dropping or renaming a table or a
// column is a contract step: it ships only in a later release than the one that stopped using the
// thing, and says so with a line
//   -- contract-after: <the earlier migration's folder name, the expand step>
// naming a migration of the same service that is older than it. Migrations up to BASELINE
// predate the rule and are not checked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The newest migration when the rule was written down (20261128): older ones are history. */
export const BASELINE = '20261128070000';

/** Statements that take away what the previous release may still read or write. */
const BREAKING = [
  [/\bDROP\s+TABLE\b/i, 'drops a table'],
  [/\bDROP\s+COLUMN\b/i, 'drops a column'],
  [/\bRENAME\s+COLUMN\b/i, 'renames a column'],
  [/\bALTER\s+TABLE\b[^;]*\bRENAME\s+(?!CONSTRAINT\b)(?:TO\b|[^;]*\bTO\b)/i, 'renames a table or column'],
  [/\bALTER\s+COLUMN\b[^;]*\bTYPE\b/i, "changes a column's type"],
  [/\bDROP\s+SCHEMA\b/i, 'drops a schema'],
];

/** SQL without comments and string literals (a word inside either is not a statement). */
function statementsOnly(sql) {
  return sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''");
}

/**
 * Problems of one migration: what it takes away without naming, by `-- contract-after:`, an
 * older migration of the same folder (`siblings`: the folder names beside it).
 */
export function migrationProblems(name, sql, siblings) {
  const breaking = BREAKING.filter(([pattern]) => pattern.test(statementsOnly(sql))).map(([, what]) => what);
  if (breaking.length === 0) return [];
  const after = /^--\s*contract-after:\s*(\S+)\s*$/m.exec(sql)?.[1];
  if (!after)
    return [
      `${name} ${[...new Set(breaking)].join(', ')} without an expand step (-- contract-after: <migration>)`,
    ];
  if (!siblings.includes(after))
    return [`${name}: contract-after names ${after}, which is not a migration here`];
  if (after >= name) return [`${name}: contract-after names ${after}, which is not older`];
  return [];
}

/** Every migrations folder of the repository (services' and the gateway's). */
export function migrationFolders(root) {
  const folders = [];
  for (const parent of ['services', '.'])
    for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
      const dir = join(root, parent, entry.name, 'prisma', 'migrations');
      if (entry.isDirectory() && existsSync(dir)) folders.push(dir);
    }
  return folders;
}

/** Problems of every migration newer than BASELINE under `root`. */
export function repositoryProblems(root, baseline = BASELINE) {
  const problems = [];
  for (const dir of migrationFolders(root)) {
    const names = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'migration.sql')))
      .map((e) => e.name)
      .sort();
    for (const name of names.filter((n) => n.slice(0, 14) > baseline))
      problems.push(
        ...migrationProblems(name, readFileSync(join(dir, name, 'migration.sql'), 'utf8'), names),
      );
  }
  return problems;
}
