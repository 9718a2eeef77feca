// The image's entrypoint (behind tini): its one argument picks the process, e.g.
//
//   podman run ... atelier catalog        Kubernetes: args: ['catalog']
//
// Each process is the built entry of one workspace, imported into this very Node process (no
// second process between tini and the app, so SIGTERM reaches the app's own shutdown). The table
// is read by infra/test/k8s-checks.mjs: every manifest's args must name a process here.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const processes = {
  gateway: 'gateway/dist/src/main.js',
  catalog: 'services/catalog/dist/src/main.js',
  'cart-checkout': 'services/cart-checkout/dist/src/main.js',
  'notifications-api': 'services/notifications/dist/src/main.js',
  'notifications-worker': 'services/notifications/dist/src/text-worker-main.js',
  'admin-media': 'services/admin-media/dist/src/main.js',
  migrate: 'all-in-one/dist/src/migrate.js',
  // pg_dump of every schema and a copy of the uploads to S3; and back (docs/runbooks.md).
  backup: 'all-in-one/dist/src/backup.js',
  restore: 'all-in-one/dist/src/restore.js',
};

// /app/infra/docker/run-process.mjs in the image; the repository root when run from a checkout.
const root = process.env.ATELIER_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '../..');
const [name, ...extra] = process.argv.slice(2);
const usage = `usage: run-process.mjs <${Object.keys(processes).join('|')}>`;

if (!name || !Object.hasOwn(processes, name) || extra.length > 0) {
  console.error(name ? `unknown process ${JSON.stringify(name)}\n${usage}` : usage);
  process.exit(64);
}
const entry = join(root, processes[name]);
if (!existsSync(entry)) {
  console.error(`${entry} is missing: the image (or checkout) was not built`);
  process.exit(1);
}
// Its own name in `ps` and in the logs' process title.
process.title = `atelier-${name}`;
await import(pathToFileURL(entry).href);
