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
  const c = loadConfig({ PORT: '9000', DATA_DIR: '/srv/sl', TOKEN_TTL: '600', SERVE_WEB: '0', PG_PORT: '5433' });
  expect(c).toMatchObject({ port: 9000, dataDir: '/srv/sl', tokenTtl: 600, serveWeb: false, pgPort: 5433 });
  expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  expect(() => loadConfig({ TOKEN_TTL: '5' })).toThrow(/TOKEN_TTL/);
});
