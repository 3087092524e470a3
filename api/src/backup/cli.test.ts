import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupCommand, parseTargetTime, restoreCommand, UsageError } from './cli.js';

test('--to-time is a time with its offset, not in the future', () => {
  expect(parseTargetTime('2026-11-27T14:30:00Z').toISOString()).toBe('2026-11-27T14:30:00.000Z');
  expect(parseTargetTime('2026-11-27T09:30:00-05:00').toISOString()).toBe(
    '2026-11-27T14:30:00.000Z',
  );
  expect(parseTargetTime('2026-11-27 14:30:00.250+01:00').toISOString()).toBe(
    '2026-11-27T13:30:00.250Z',
  );
  for (const bad of ['2026-11-27 14:30', 'yesterday', '2026-13-40T99:00:00Z', '']) {
    expect(() => parseTargetTime(bad)).toThrow(UsageError);
  }
  expect(() => parseTargetTime('2026-11-27T14:30')).toThrow(
    '--to-time must be a time with its offset, such as 2026-11-27T14:30:00Z or 2026-11-27T09:30:00-05:00; got "2026-11-27T14:30"',
  );
  expect(() => parseTargetTime('2999-01-01T00:00:00Z')).toThrow('is in the future');
});

test('the commands refuse what they cannot do before touching anything', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'sl-cli-'));
  try {
    await expect(backupCommand([], { DATA_DIR: empty })).rejects.toThrow(
      'Say where the backup goes: --to DIR, or set BACKUP_DIR.',
    );
    await expect(backupCommand(['--to', empty], { DATA_DIR: empty })).rejects.toThrow(
      `${empty} holds no database to back up (set DATA_DIR).`,
    );
    await expect(backupCommand(['--everything'], {})).rejects.toThrow(
      'unknown option --everything',
    );
    await expect(restoreCommand([], {})).rejects.toThrow('Name one backup to restore from.');
    await expect(restoreCommand([path.join(empty, 'nothing')], {})).rejects.toThrow(
      'does not exist.',
    );
    await expect(restoreCommand([empty], { DATA_DIR: path.join(empty, 'data') })).rejects.toThrow(
      `${empty} holds no backup (no base/*/manifest.json).`,
    );
    expect(fs.readdirSync(empty)).toEqual([]);
  } finally {
    fs.rmSync(empty, { recursive: true, force: true });
  }
});
