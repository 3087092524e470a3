import { loadConfig } from './config.js';

test('defaults apply when nothing is set', () => {
  const c = loadConfig({});
  expect(c).toMatchObject({
    port: 8080,
    dataDir: './data',
    tokenTtl: 3600,
    adminUsername: 'admin',
    mailFrom: 'StaffLedger <no-reply@localhost>',
    publicUrl: 'http://localhost:8080',
    serveWeb: true,
  });
  expect(c.databaseUrl).toBeUndefined();
  expect(c.smtpUrl).toBeUndefined();
});

test('settings are read from the environment and checked', () => {
  const c = loadConfig({
    PORT: '9000',
    DATA_DIR: '/srv/sl',
    TOKEN_TTL: '600',
    SERVE_WEB: '0',
    PG_PORT: '5433',
  });
  expect(c).toMatchObject({
    port: 9000,
    dataDir: '/srv/sl',
    tokenTtl: 600,
    serveWeb: false,
    pgPort: 5433,
  });
  expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  expect(() => loadConfig({ TOKEN_TTL: '5' })).toThrow(/TOKEN_TTL/);
});

test('TOKEN_TTL from 20 s; SESSION_MAX_AGE from TOKEN_TTL to 30 days, 12 hours unless set', () => {
  expect(loadConfig({})).toMatchObject({ tokenTtl: 3600, sessionMaxAge: 43_200 });
  expect(loadConfig({ TOKEN_TTL: '20' })).toMatchObject({ tokenTtl: 20, sessionMaxAge: 43_200 });
  expect(() => loadConfig({ TOKEN_TTL: '19' })).toThrow('TOKEN_TTL must be at least 20 seconds.');
  expect(loadConfig({ SESSION_MAX_AGE: '3600' }).sessionMaxAge).toBe(3600);
  // a token longer than the default session: the session is at least one token
  expect(loadConfig({ TOKEN_TTL: '86400' }).sessionMaxAge).toBe(86_400);
  for (const bad of ['3599', '2592001', 'abc']) {
    expect(() => loadConfig({ SESSION_MAX_AGE: bad })).toThrow(/SESSION_MAX_AGE/);
  }
});

test('guest settings: GUEST_URL is an http(s) URL, GUEST_ORIGINS a list of bare origins', () => {
  expect(loadConfig({})).toMatchObject({ guestOrigins: [] });
  expect(loadConfig({}).guestUrl).toBeUndefined();
  const c = loadConfig({
    GUEST_URL: 'https://guest.example.com/fill',
    GUEST_ORIGINS: 'https://guest.example.com, http://localhost:9001/',
  });
  expect(c.guestUrl).toBe('https://guest.example.com/fill');
  expect(c.guestOrigins).toEqual(['https://guest.example.com', 'http://localhost:9001']);
  expect(() => loadConfig({ GUEST_URL: 'guest.example.com' })).toThrow(/GUEST_URL/);
  expect(() => loadConfig({ GUEST_URL: 'ftp://guest.example.com' })).toThrow(/GUEST_URL/);
  expect(() => loadConfig({ GUEST_ORIGINS: '*' })).toThrow(/GUEST_ORIGINS/);
  expect(() => loadConfig({ GUEST_ORIGINS: 'https://a.example/path' })).toThrow(/not an origin/);
});

test('DEV_REMOTE_ORIGINS: off by default, else a list of bare origins', () => {
  expect(loadConfig({}).devRemoteOrigins).toEqual([]);
  expect(
    loadConfig({ DEV_REMOTE_ORIGINS: 'http://localhost:3001, http://127.0.0.1:3001' })
      .devRemoteOrigins,
  ).toEqual(['http://localhost:3001', 'http://127.0.0.1:3001']);
  expect(() => loadConfig({ DEV_REMOTE_ORIGINS: '*' })).toThrow(/DEV_REMOTE_ORIGINS/);
  expect(() =>
    loadConfig({ DEV_REMOTE_ORIGINS: 'http://localhost:3001/mf-manifest.json' }),
  ).toThrow(/not an origin/);
});

test('WORKERS: one process unless set; a whole number from 1 to 16, anything else refused', () => {
  expect(loadConfig({}).workers).toBe(1);
  expect(loadConfig({ WORKERS: '' }).workers).toBe(1);
  expect(loadConfig({ WORKERS: '2' }).workers).toBe(2);
  expect(loadConfig({ WORKERS: '16' }).workers).toBe(16);
  for (const bad of ['0', '17', '-1', '1.5', '2x', 'two', ' ', '1e1']) {
    expect(() => loadConfig({ WORKERS: bad })).toThrow(
      `WORKERS must be a whole number from 1 to 16, got "${bad}"`,
    );
  }
});

test('backups: off unless BACKUP_DIR is set; interval, retention and archive timeout bounded', () => {
  expect(loadConfig({}).backup).toEqual({
    dir: undefined,
    intervalSeconds: 86_400,
    keep: 7,
    archiveTimeoutSeconds: 60,
  });
  const set = loadConfig({
    BACKUP_DIR: '/var/backups/staffledger',
    BACKUP_INTERVAL: '3600',
    BACKUP_KEEP: '14',
    ARCHIVE_TIMEOUT: '30',
  }).backup;
  expect(set).toEqual({
    dir: '/var/backups/staffledger',
    intervalSeconds: 3600,
    keep: 14,
    archiveTimeoutSeconds: 30,
  });
  expect(() => loadConfig({ ARCHIVE_TIMEOUT: '0' })).toThrow(
    'ARCHIVE_TIMEOUT must be a whole number from 1 to 3600, got "0"',
  );
  expect(() => loadConfig({ BACKUP_INTERVAL: '5' })).toThrow(
    'BACKUP_INTERVAL must be a whole number from 10 to 2592000, got "5"',
  );
  expect(() => loadConfig({ BACKUP_KEEP: 'all' })).toThrow(
    'BACKUP_KEEP must be a positive integer, got "all"',
  );
});
