import { createFakeApi } from '../testing/fakeApi';
import { makeTestToken, resetSession } from '../testing/testToken';
import { isRenewable, renewToken } from './renewal';
import { useSession } from './useSession';

const ADA = { sub: 'ada', uid: 7, ver: 1 };
let api: ReturnType<typeof createFakeApi>;
let token: string;

beforeEach(() => {
  api = createFakeApi().install();
  token = makeTestToken(ADA);
  resetSession(token);
});

const answer = (status: number, body?: object) => api.on('POST', '/auth/renew', { status, body });

test("a renewal is asked with the session's token and its answer taken and stored", async () => {
  const fresh = makeTestToken({ ...ADA, exp: Math.floor(Date.now() / 1000) + 7200 });
  answer(200, { access_token: fresh, token_type: 'Bearer', expires_in: 7200 });
  expect(await renewToken()).toBe('renewed');
  const [call] = api.callsTo('POST', '/auth/renew');
  expect(call.headers.Authorization).toBe(`Bearer ${token}`);
  expect(useSession.getState().token).toBe(fresh);
  expect(localStorage.getItem('jwtToken')).toBe(fresh);
  expect(localStorage.getItem('sessionRenewal')).toBeNull();
});

test.each([
  ['password_changed', 'password_changed'],
  ['token_revoked', 'revoked'],
  ['unauthorized', 'expired'],
])('a 401 %s ends the session (%s), keeping the page', async (code, reason) => {
  answer(401, { error: code, message: 'No.' });
  expect(await renewToken()).toBe('ended');
  expect(useSession.getState()).toMatchObject({ ended: reason, token });
});

test('a 403 session_limit leaves the token as it is, no longer renewable', async () => {
  answer(403, { error: 'session_limit', message: 'Too old.' });
  expect(await renewToken()).toBe('final');
  expect(isRenewable(token)).toBe(false);
  expect(useSession.getState()).toMatchObject({ ended: null, token });
});

test('a 429, a server failure or no network is for later: the session goes on', async () => {
  answer(429, { error: 'too_many_requests' });
  expect(await renewToken()).toBe('later');
  answer(503);
  expect(await renewToken()).toBe('later');
  (globalThis as { fetch: unknown }).fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
  expect(await renewToken()).toBe('later');
  expect(useSession.getState()).toMatchObject({ ended: null, token });
});

test('while another tab renews, this one waits for its token; Stay signed in does not', async () => {
  answer(200, { access_token: makeTestToken(ADA) });
  localStorage.setItem(
    'sessionRenewal',
    JSON.stringify({ tab: 'other', until: Date.now() + 5000 }),
  );
  expect(await renewToken()).toBe('skipped');
  expect(api.callsTo('POST', '/auth/renew')).toHaveLength(0);
  expect(await renewToken({ force: true })).toBe('renewed');
  // a lock left by a tab that went away does not hold the others back
  localStorage.setItem('sessionRenewal', JSON.stringify({ tab: 'other', until: Date.now() - 1 }));
  expect(await renewToken()).toBe('renewed');
});

test('an answer for a token that was replaced meanwhile changes nothing', async () => {
  const other = makeTestToken({ ...ADA, exp: Math.floor(Date.now() / 1000) + 5000 });
  api.on('POST', '/auth/renew', () => {
    useSession.getState().acceptToken(other);
    return { status: 401, body: { error: 'unauthorized' } };
  });
  expect(await renewToken()).toBe('skipped');
  expect(useSession.getState()).toMatchObject({ ended: null, token: other });
});
