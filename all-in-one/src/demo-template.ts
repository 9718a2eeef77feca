// The demo store, baked at build time: a PGlite data directory with every migration applied and
// the demo catalogue seeded, as a brand-new store would have it after its first start. `npm start`
// unpacks it instead of migrating and seeding in PGlite's WebAssembly memory, whose pages are
// never given back: a first start is then as quick and as small as a later one
// (bench/start-and-memory.bench.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminMediaMigrationsDir } from '@atelier/admin-media';
import { cartCheckoutMigrationsDir } from '@atelier/cart-checkout';
import { catalogMigrationsDir } from '@atelier/catalog';
import { gatewayMigrationsDir } from '@atelier/gateway';
import { notificationsMigrationsDir } from '@atelier/notifications';
import { readMigrations } from '@atelier/platform';

/** Beside the template in all-in-one/dist: which file holds the demo store, and of which migrations. */
export const DEMO_TEMPLATE_MANIFEST = 'demo-template.json';

export interface DemoTemplateManifest {
  file: string;
  migrations: string;
}

/** One fingerprint of every schema's migrations (names and checksums, as the runner records them). */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const dir of [
    catalogMigrationsDir,
    notificationsMigrationsDir,
    adminMediaMigrationsDir,
    cartCheckoutMigrationsDir,
    gatewayMigrationsDir,
  ])
    for (const { name, checksum } of readMigrations(dir)) hash.update(`${name} ${checksum}\n`);
  return hash.digest('hex');
}

/**
 * The baked demo store in `distDir`, if there is one made from today's migrations (a template of
 * other migrations would stop the start on a changed one, or skip a new one's seed data): else
 * undefined, and the store migrates and seeds on its first start as before.
 */
export function demoTemplateIn(distDir: string): string | undefined {
  const manifestPath = join(distDir, DEMO_TEMPLATE_MANIFEST);
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as DemoTemplateManifest;
  const file = join(distDir, manifest.file);
  return existsSync(file) && manifest.migrations === migrationsFingerprint() ? file : undefined;
}
