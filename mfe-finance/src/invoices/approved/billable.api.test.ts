import { newIdempotencyKey } from './billable.api';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const fiftyKeys = () => new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));

test('a new key for every call, a version 4 UUID', () => {
  const keys = fiftyKeys();
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(UUID_V4);
});

test('without crypto.randomUUID (a page served over plain HTTP) the key is still a random UUID', () => {
  const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  // hides the method, as browsers do outside secure origins
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const keys = fiftyKeys();
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  } finally {
    if (own) Object.defineProperty(crypto, 'randomUUID', own);
    else delete (crypto as { randomUUID?: unknown }).randomUUID;
  }
  expect(typeof crypto.randomUUID).toBe('function');
});
