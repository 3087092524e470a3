import { loadGuestConfig } from './config';

const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));

afterEach(() => jest.restoreAllMocks());

test('reads guest-config.json beside the page, never from a cache', async () => {
  const fetchMock = answer(200, { apiUrl: 'https://api.example.test ' });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  expect(await loadGuestConfig('https://guest.example.test/fill/?guestCode=x')).toEqual({
    apiUrl: 'https://api.example.test',
  });
  expect(fetchMock).toHaveBeenCalledWith('https://guest.example.test/fill/guest-config.json', {
    cache: 'no-store',
  });
});

test('an empty apiUrl is the page’s own origin', async () => {
  (globalThis as { fetch: unknown }).fetch = answer(200, { apiUrl: '' });
  expect(await loadGuestConfig('http://localhost/guest/')).toEqual({ apiUrl: '' });
});

test('a missing or wrong config is a clear error', async () => {
  (globalThis as { fetch: unknown }).fetch = answer(404, null);
  await expect(loadGuestConfig('http://localhost/guest/')).rejects.toThrow(
    'guest-config.json could not be read (HTTP 404)',
  );
  (globalThis as { fetch: unknown }).fetch = answer(200, { apiUrl: 'javascript:alert(1)' });
  await expect(loadGuestConfig('http://localhost/guest/')).rejects.toThrow(/must be an origin/);
  (globalThis as { fetch: unknown }).fetch = answer(200, { apiUrl: 'https://api.example/v1' });
  await expect(loadGuestConfig('http://localhost/guest/')).rejects.toThrow(/must be an origin/);
});
