import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Tx } from '../../db/tenant.js';

/**
 * The token signing secret: JWT_SECRET when set; otherwise generated once and kept, in the data
 * directory for the embedded database, or in the database itself for an external one (so every
 * process on that database signs and verifies with the same secret).
 */
export async function resolveJwtSecret(opts: {
  jwtSecret?: string;
  databaseUrl?: string;
  dataDir: string;
  withSystem: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
}): Promise<string> {
  if (opts.jwtSecret) {
    if (opts.jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters.');
    return opts.jwtSecret;
  }
  const fresh = crypto.randomBytes(48).toString('base64url');
  if (opts.databaseUrl) {
    return opts.withSystem(async (tx) => {
      await tx.query(
        `INSERT INTO app_secrets (name, value) VALUES ('jwt', $1) ON CONFLICT (name) DO NOTHING`,
        [fresh],
      );
      const { rows } = await tx.query(`SELECT value FROM app_secrets WHERE name = 'jwt'`);
      return rows[0].value as string;
    });
  }
  return dataDirJwtSecret(opts.dataDir, fresh);
}

/**
 * The secret kept in the data directory of the embedded database (created on first use). The
 * process that owns that directory hands it to the other API processes, which reach the embedded
 * server by URL and so would otherwise look for it in the database.
 */
export function dataDirJwtSecret(
  dataDir: string,
  fresh = crypto.randomBytes(48).toString('base64url'),
): string {
  const file = path.resolve(dataDir, 'jwt-secret');
  try {
    fs.writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
