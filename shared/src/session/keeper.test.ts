import { act } from '@testing-library/react';
import { createFakeApi } from '../testing/fakeApi';
import { makeTestToken, resetSession } from '../testing/testToken';
import { startSessionKeeper, type SessionKeeper } from './keeper';
import { useSession } from './useSession';

const ADA = { sub: 'ada', uid: 7, ver: 1 };
const LIFE = 30;
let api: ReturnType<typeof createFakeApi>;
let keeper: SessionKeeper;
const handlers = { onSignedOutElsewhere: jest.fn(), onOtherUser: jest.fn() };

/** A 30-second token issued now (by the fake clock). */
const freshToken = () => {
  const now = Math.floor(Date.now() / 1000);
  return makeTestToken({ ...ADA, iat: now, exp: now + LIFE });
};

beforeEach(() => {
  jest.useFakeTimers({ now: 1_800_000_000_000 });
  api = createFakeApi().install();
  api.on('POST', '/auth/renew', () => ({ body: { access_token: freshToken() } }));
  resetSession(freshToken());
  keeper = startSessionKeeper(handlers);
});
afterEach(() => {
  keeper.stop();
  jest.useRealTimers();
});

/** Lets `seconds` pass, the user pressing a key every `keyEvery` seconds (0: never). */
async function pass(seconds: number, keyEvery = 0) {
  for (let s = 1; s <= seconds; s++) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    if (keyEvery && s % keyEvery === 0) document.body.dispatchEvent(new Event('keydown'));
  }
}

test('an active user is renewed in the last third of each token, and never signed out', async () => {
  await pass(3 * LIFE, 3);
  const renewals = api.callsTo('POST', '/auth/renew');
  expect(renewals.length).toBeGreaterThanOrEqual(4);
  expect(renewals.length).toBeLessThanOrEqual(6);
  expect(useSession.getState()).toMatchObject({ ended: null, warning: false });
});

test('an idle user is warned in the last 10 s, then the session ends for inactivity', async () => {
  await pass(19);
  expect(useSession.getState().warning).toBe(false);
  await pass(2);
  expect(useSession.getState().warning).toBe(true);
  expect(api.callsTo('POST', '/auth/renew')).toHaveLength(0);
  await pass(9);
  expect(useSession.getState()).toMatchObject({ ended: 'idle', warning: false });
});

test('Stay signed in renews; the user idle after it is warned again at the next end', async () => {
  await pass(21);
  expect(await keeper.staySignedIn()).toBe('renewed');
  expect(useSession.getState().warning).toBe(false);
  await pass(21);
  expect(useSession.getState().warning).toBe(true);
  expect(api.callsTo('POST', '/auth/renew')).toHaveLength(1);
});

test('an active user whose renewals fail is told the session expired, not that they were idle', async () => {
  api.on('POST', '/auth/renew', { status: 503 });
  await pass(LIFE + 1, 2);
  expect(useSession.getState().ended).toBe('expired');
  // tried again after failures, a few seconds apart
  expect(api.callsTo('POST', '/auth/renew').length).toBeGreaterThanOrEqual(3);
});

test('a session at its longest age ends as such', async () => {
  api.on('POST', '/auth/renew', { status: 403, body: { error: 'session_limit' } });
  await pass(LIFE + 1, 2);
  expect(api.callsTo('POST', '/auth/renew')).toHaveLength(1);
  expect(useSession.getState().ended).toBe('limit');
});

test('stops looking after the session when stopped', async () => {
  keeper.stop();
  await pass(LIFE + 1, 2);
  expect(api.callsTo('POST', '/auth/renew')).toHaveLength(0);
  expect(useSession.getState().ended).toBeNull();
});
