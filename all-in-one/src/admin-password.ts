import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The configured ADMIN_PASSWORD, or the one generated on this data directory's first start
 * (kept beside the database, readable only by its owner, so later starts can print it again).
 */
export function resolveAdminPassword(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = join(dataDir, 'admin-password.txt');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const generated = randomBytes(12).toString('base64url');
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}
