// Lists the files the image's processes need at run time, one path a line, relative to the
// repository root: everything the process entries (infra/docker/run-process.mjs) import, traced by
// @vercel/nft (Vercel's file tracer: static and literal dynamic imports, requires, and the
// files packages are known to read), plus the folders read as data rather than imported. The
// Dockerfile copies exactly these into the runtime stage, which keeps the image near the size of
// the code the store runs instead of the whole workspace's node_modules (build tools, Prisma's
// CLI and studio, the web app's React packages that Vite already bundled).
//
//   node infra/docker/runtime-files.mjs > files.txt      (after npm run build)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFileTrace } from '@vercel/nft';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const picker = 'infra/docker/run-process.mjs';
// The entries of the process table (the same file the image runs).
const table = /const processes = \{([\s\S]*?)\n\};/.exec(readFileSync(join(root, picker), 'utf8'))[1];
const entries = [...table.matchAll(/:\s*'([^']+\.js)'/g)].map((m) => m[1]);
for (const entry of entries)
  if (!existsSync(join(root, entry))) throw new Error(`${entry} is not built (npm run build first)`);

// Read at run time as files, not imported, so a tracer cannot see them: whole folders.
const dataFolders = [
  // Each service's SQL migrations (its migration runner reads them; so does migrate).
  ...[
    'services/catalog',
    'services/cart-checkout',
    'services/notifications',
    'services/admin-media',
    'gateway',
  ].map((app) => `${app}/prisma/migrations`),
  // The storefront the gateway serves, and its server render (bundled by Vite, noExternal).
  'web/dist',
  'web/dist-server',
  // The API docs page's assets, served from the package's folder.
  'node_modules/swagger-ui-dist',
  // Native addons found at run time by platform (sharp's libvips, argon2's prebuilt binaries).
  'node_modules/sharp',
  ...readdirSync(join(root, 'node_modules/@img'))
    .filter((name) => name.includes('linux-x64') && !name.includes('musl'))
    .map((name) => `node_modules/@img/${name}`),
  'node_modules/argon2',
];

const { fileList, warnings } = await nodeFileTrace(
  [picker, ...entries].map((file) => join(root, file)),
  { base: root, processCwd: root },
);
const files = new Set([...fileList].filter((file) => !file.endsWith('.map') && !file.endsWith('.d.ts')));
const walk = (folder) => {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) walk(path);
    else if (!path.endsWith('.map')) files.add(path);
  }
};
for (const folder of dataFolders) if (existsSync(join(root, folder))) walk(folder);
// The manifests of the traced packages stay (Node reads "exports" and "type" from them).
for (const file of [...files]) {
  let dir = dirname(file);
  while (dir !== '.' && !existsSync(join(root, dir, 'package.json'))) dir = dirname(dir);
  if (dir !== '.') files.add(relative(root, join(root, dir, 'package.json')));
}
files.add('package.json');
for (const warning of warnings)
  // Optional dependencies that are not installed, and binaries it tried to read as code.
  if (!/Failed to resolve dependency|Failed to parse .*\.(so|node)/.test(String(warning.message)))
    process.stderr.write(`nft: ${warning.message}\n`);
process.stdout.write(`${[...files].sort().join('\n')}\n`);
