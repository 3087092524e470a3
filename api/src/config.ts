import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every setting of the API, read once from the environment (see README.md). */
export type AppConfig = {
  port: number;
  host: string;
  /** External PostgreSQL (15+); when absent an embedded server runs under `dataDir/pg`. */
  databaseUrl?: string;
  dataDir: string;
  /** Port of the embedded PostgreSQL; a free one when absent. */
  pgPort?: number;
  jwtSecret?: string;
  /** An access token's life in seconds (docs/roles-and-tenancy.md#sign-in). */
  tokenTtl: number;
  /**
   * The longest a session lasts from its sign-in with a password, renewals included, in seconds:
   * a stolen token cannot be renewed past it.
   */
  sessionMaxAge: number;
  jwtIssuer: string;
  jwtAudience: string;
  adminUsername: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  /** Where the standalone guest app lives; guest links point there when set, else at /on/quick-time. */
  guestUrl?: string;
  /** Origins (scheme://host[:port]) whose pages may call the guest API (CORS on /api/guest only). */
  guestOrigins: string[];
  /**
   * Origins of developers' dev servers from which a browser may take one remote (docs/remotes.md#a-teams-day);
   * empty, the default, turns that off.
   */
  devRemoteOrigins: string[];
  serveWeb: boolean;
  /** Log level for pino; 'silent' in tests. */
  logLevel: string;
  /** Trust X-Forwarded-For from a reverse proxy (client IPs for rate limits). */
  trustProxy: boolean;
  /** API processes of `node api/dist/server.js` sharing its port (1: this process alone). */
  workers: number;
  /** Backups of the embedded database (docs/backups.md); off when `dir` is absent. */
  backup: BackupConfig;
};

export type BackupConfig = {
  /** Where base backups and the WAL archive go; unset, the embedded database is not backed up. */
  dir?: string;
  /** Seconds between scheduled base backups. */
  intervalSeconds: number;
  /** Base backups kept (with the archived WAL that the oldest of them needs). */
  keep: number;
  /** At most this many seconds of writes are only in the current WAL file, not yet archived. */
  archiveTimeoutSeconds: number;
};

/**
 * Each API process keeps up to 10 connections: 16 of them stay within the embedded server's 200
 * with room for maintenance sessions.
 */
export const MAX_WORKERS = 16;

function intSetting(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return Number(value);
}

function workersSetting(value: string | undefined): number {
  if (value === undefined || value === '') return defaultConfig.workers;
  const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!(n >= 1 && n <= MAX_WORKERS)) {
    throw new Error(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}, got "${value}"`);
  }
  return n;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export const defaultConfig: AppConfig = {
  port: 8080,
  host: '0.0.0.0',
  dataDir: './data',
  tokenTtl: 3600,
  sessionMaxAge: 12 * 3600,
  jwtIssuer: 'staffledger',
  jwtAudience: 'staffledger',
  adminUsername: 'admin',
  mailFrom: 'StaffLedger <no-reply@localhost>',
  publicUrl: 'http://localhost:8080',
  guestOrigins: [],
  devRemoteOrigins: [],
  serveWeb: true,
  logLevel: 'info',
  trustProxy: false,
  workers: 1,
  backup: { intervalSeconds: 24 * 3600, keep: 7, archiveTimeoutSeconds: 60 },
};

function boundedSetting(
  name: string,
  value: string | undefined,
  fallback: number,
  [min, max]: [number, number],
): number {
  const n = intSetting(name, value?.trim(), fallback);
  if (n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

/** BACKUP_DIR, BACKUP_INTERVAL, BACKUP_KEEP, ARCHIVE_TIMEOUT (README#backups). */
function backupSettings(env: NodeJS.ProcessEnv): BackupConfig {
  const d = defaultConfig.backup;
  return {
    dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : undefined,
    intervalSeconds: boundedSetting('BACKUP_INTERVAL', env.BACKUP_INTERVAL, d.intervalSeconds, [
      10,
      30 * 24 * 3600,
    ]),
    keep: boundedSetting('BACKUP_KEEP', env.BACKUP_KEEP, d.keep, [1, 1000]),
    archiveTimeoutSeconds: boundedSetting(
      'ARCHIVE_TIMEOUT',
      env.ARCHIVE_TIMEOUT,
      d.archiveTimeoutSeconds,
      [1, 3600],
    ),
  };
}

function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return url;
}

/** `GUEST_ORIGINS`: comma-separated origins such as `https://guest.example.com`, nothing else. */
export function parseOrigins(name: string, value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const url = httpUrl(name, part);
      if (url.origin !== part.replace(/\/$/, '')) {
        throw new Error(`${name}: "${part}" is not an origin (scheme://host[:port], no path)`);
      }
      return url.origin;
    });
}

/**
 * The shortest token life: the screens renew a token in the last third of its life and warn an
 * idle user before it ends, which needs a few seconds of each.
 */
export const MIN_TOKEN_TTL = 20;
/** The longest session: 30 days. */
export const MAX_SESSION_AGE = 30 * 24 * 3600;

/** `TOKEN_TTL` and `SESSION_MAX_AGE`, checked together: a session holds at least one token. */
function tokenLifetimes(env: NodeJS.ProcessEnv) {
  const tokenTtl = intSetting('TOKEN_TTL', env.TOKEN_TTL, defaultConfig.tokenTtl);
  if (tokenTtl < MIN_TOKEN_TTL) {
    throw new Error(`TOKEN_TTL must be at least ${MIN_TOKEN_TTL} seconds.`);
  }
  const sessionMaxAge = intSetting(
    'SESSION_MAX_AGE',
    env.SESSION_MAX_AGE,
    Math.max(defaultConfig.sessionMaxAge, tokenTtl),
  );
  if (sessionMaxAge < tokenTtl || sessionMaxAge > MAX_SESSION_AGE) {
    throw new Error(
      `SESSION_MAX_AGE must be from TOKEN_TTL (${tokenTtl}) to ${MAX_SESSION_AGE} seconds, got "${env.SESSION_MAX_AGE}"`,
    );
  }
  return { tokenTtl, sessionMaxAge };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = intSetting('PORT', env.PORT, defaultConfig.port);
  const { tokenTtl, sessionMaxAge } = tokenLifetimes(env);
  return {
    port,
    host: env.HOST || defaultConfig.host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || defaultConfig.dataDir,
    pgPort: env.PG_PORT ? intSetting('PG_PORT', env.PG_PORT, 0) : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtl,
    sessionMaxAge,
    jwtIssuer: env.JWT_ISSUER || defaultConfig.jwtIssuer,
    jwtAudience: env.JWT_AUDIENCE || defaultConfig.jwtAudience,
    adminUsername: env.ADMIN_USERNAME || defaultConfig.adminUsername,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || defaultConfig.mailFrom,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    guestUrl: env.GUEST_URL ? httpUrl('GUEST_URL', env.GUEST_URL).href : undefined,
    guestOrigins: parseOrigins('GUEST_ORIGINS', env.GUEST_ORIGINS),
    devRemoteOrigins: parseOrigins('DEV_REMOTE_ORIGINS', env.DEV_REMOTE_ORIGINS),
    serveWeb: flag(env.SERVE_WEB, true),
    logLevel: env.LOG_LEVEL || defaultConfig.logLevel,
    trustProxy: flag(env.TRUST_PROXY, false),
    workers: workersSetting(env.WORKERS),
    backup: backupSettings(env),
  };
}

/** The workspace root (two levels above `api/src` or `api/dist`). */
export function repoRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
}

/** The address to show for a listening host and port (a wildcard host shows as localhost). */
export function displayUrl(host: string, port: number): string {
  const wildcard = ['0.0.0.0', '::', ''].includes(host);
  const shown = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
