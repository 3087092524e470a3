import { redactUrl } from './logging.js';

test('secrets in URLs are redacted before logging', () => {
  expect(redactUrl('/api/guest/ABCDEF123/ts/4/items')).toBe('/api/guest/[REDACTED]/ts/4/items');
  expect(redactUrl('/on/quick-time?guestCode=XYZ&x=1')).toBe(
    '/on/quick-time?guestCode=[REDACTED]&x=1',
  );
  expect(redactUrl('/api/x?resetCode=1&access_token=t&password=p&name=a')).toBe(
    '/api/x?resetCode=[REDACTED]&access_token=[REDACTED]&password=[REDACTED]&name=a',
  );
  expect(redactUrl('/api/corps?name=acme')).toBe('/api/corps?name=acme');
  expect(redactUrl('/api/approval/Tok_3n/ts/4/approve')).toBe(
    '/api/approval/[REDACTED]/ts/4/approve',
  );
  expect(redactUrl('/on/approval?link=Tok_3n')).toBe('/on/approval?link=[REDACTED]');
});

test('a guest code is redacted however the path spells it', () => {
  for (const url of [
    '/api/%67uest/ABCDEF123/verify',
    '/%61pi/%67uest/ABCDEF123/verify',
    '/api/%2567uest/ABCDEF123/verify',
    '/api/guest/./ABCDEF123/verify',
    '/api/guest//ABCDEF123/verify',
    '/api/guest%2FABCDEF123/verify',
    '/api/guest/ABCDEF123%zz/verify',
  ]) {
    expect([url, redactUrl(url)]).toEqual([url, '/api/guest/[REDACTED]/verify']);
  }
});
