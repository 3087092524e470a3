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
});
