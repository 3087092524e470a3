import { classifyLoadFailure, versionOfEntry } from './load-failure';

describe('what a failed load is told as', () => {
  it.each([
    ['TypeError: Failed to fetch', true, { kind: 'unreachable' }],
    ['Failed to fetch', false, { kind: 'offline' }],
    [
      'HTTP 503 from http://localhost/releases/mfe-corps/abc/mf-manifest.json',
      true,
      { kind: 'http', status: 503 },
    ],
    ['no answer from http://127.0.0.1:9/mf-manifest.json in 4000 ms', true, { kind: 'timeout' }],
    [
      'Script "http://x/remoteEntry.js" loaded but threw a runtime error during execution',
      true,
      { kind: 'code' },
    ],
    ['Remote module mfe_corps/Corps has no default component', true, { kind: 'code' }],
    [
      'Version 4.1.0 from shell of shared singleton module @staffledger/shared does not satisfy the requirement of mfe_corps which needs ^5.0.0',
      false,
      { kind: 'version' },
    ],
  ])('%s (online: %s)', (message, online, expected) => {
    expect(classifyLoadFailure(new Error(message), online)).toEqual(expected);
  });

  it('names the deployed version of an entry', () => {
    expect(versionOfEntry('/releases/mfe-corps/0123456789ab/mf-manifest.json')).toBe(
      '0123456789ab',
    );
    expect(versionOfEntry('/mfe-corps/mf-manifest.json')).toBe('built');
    expect(versionOfEntry('http://127.0.0.1:3001/mf-manifest.json')).toBe('elsewhere');
    expect(versionOfEntry(undefined)).toBe('elsewhere');
  });
});
