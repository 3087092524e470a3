import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scanLogs, secretsIn } from './logScan.mjs';

test('each kind of secret is found in a log line, a redacted one is not', () => {
  const jwt =
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PSR5';
  expect(secretsIn(`{"msg":"x","token":"${jwt}"}`)).toEqual(['token']);
  expect(secretsIn('{"headers":{"authorization":"Bearer abcdefghijklmnop1234"}}')).toContain(
    'token',
  );
  expect(secretsIn('{"req":{"headers":{"authorization":"Basic YWRtaW46U3VwZXI="}}}')).toEqual([
    'password',
  ]);
  expect(secretsIn('{"body":{"newPassword":"Brand-New-1"}}')).toEqual(['password']);
  expect(secretsIn('{"text":"Your reset code is: 7KQ2MX9P"}')).toEqual(['reset code']);
  expect(secretsIn('{"url":"/api/user/x?resetCode=ABC123"}')).toEqual(['reset code']);
  expect(
    secretsIn('{"text":"/on/password-reset?mode=reset#user=a%40b.example&code=ABCD-EFGH-JKLM"}'),
  ).toEqual(['reset code']);
  expect(secretsIn('{"url":"/on/quick-time?guestCode=G7H8J9K0"}')).toEqual(['guest code']);
  expect(secretsIn('{"url":"/api/guest/G7H8J9K0/timesheets"}')).toEqual(['guest code']);

  for (const safe of [
    '{"req":{"url":"/api/guest/[REDACTED]/timesheets","headers":{"authorization":"[REDACTED]"}}}',
    '{"body":{"password":"[REDACTED]","guestCode":"[REDACTED]"}}',
    '{"url":"/on/quick-time?guestCode=[REDACTED]&x=1"}',
    '{"msg":"sign-in failed","username":"boss@acme.test"}',
  ]) {
    expect(secretsIn(safe)).toEqual([]);
  }
});

test('a folder of logs is read line by line and its secrets counted by kind', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sl-logs-'));
  try {
    fs.writeFileSync(path.join(dir, 'a.log'), '{"msg":"ok"}\n{"url":"/x?guestCode=ABCDEF"}\n');
    fs.writeFileSync(path.join(dir, 'b.log'), '{"msg":"fine"}\n');
    const result = scanLogs(dir);
    expect(result).toMatchObject({ files: 2, lines: 3 });
    expect(result.found).toEqual({ token: 0, password: 0, 'reset code': 0, 'guest code': 1 });
    expect(result.examples).toHaveLength(1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
