import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AdminPassword {
  password: string;
  /** True when the store made it (and keeps it in the data directory), false when configured. */
  generated: boolean;
}

/**
 * The configured ADMIN_PASSWORD, or the one generated on this data directory's first start
 * (kept beside the database, readable only by its owner, so later starts can print it again).
 */
export function resolveAdminPassword(dataDir: string, configured: string | undefined): AdminPassword {
  if (configured) return { password: configured, generated: false };
  const file = join(dataDir, 'admin-password.txt');
  if (existsSync(file)) return { password: readFileSync(file, 'utf8').trim(), generated: true };
  const password = randomBytes(12).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return { password, generated: true };
}

/**
 * What the start banner shows for the password: the generated one (nobody else could know it), but
 * never one that came from the environment, which would put a production secret into the logs.
 */
export const shownAdminPassword = ({ password, generated }: AdminPassword) =>
  generated ? password : '(as set in ADMIN_PASSWORD)';
