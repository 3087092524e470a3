import { createFakeApi } from '../testing/fakeApi';
import { makeTestToken, resetSession } from '../testing/testToken';
import { hasRole, parseRoles } from './claims';
import { useSession } from './useSession';

let api: ReturnType<typeof createFakeApi>;
const acme = { id: 5, name: 'Acme', hasLogo: false };

beforeEach(() => {
  api = createFakeApi().install();
  resetSession();
  api.on('GET', '/corps/:id', (req) => ({ body: { ...acme, id: Number(req.params.id) } }));
});

function tokenFor(claims: Record<string, unknown>) {
  api.on('POST', '/auth/oauth2/token', { body: { access_token: makeTestToken(claims) } });
}

test('roles come from authorities without ROLE_ and lower-cased', () => {
  expect(parseRoles(['ROLE_SUPER', 'ROLE_Employer', 'OTHER'])).toEqual(['super', 'employer']);
  const claims = { roles: parseRoles(['ROLE_EMPLOYEE']) } as Parameters<typeof hasRole>[0];
  expect(hasRole(claims, 'employee')).toBe(true);
  expect(hasRole(claims, 'super', 'employer')).toBe(false);
  expect(hasRole(null, 'super')).toBe(false);
});

test('a super user keeps no corporation even when the token carries one', async () => {
  tokenFor({ authorities: ['ROLE_SUPER'], corpid: 3, given_name: 'Ann' });
  await useSession.getState().login('ann', 'pw');
  const s = useSession.getState();
  expect(s.claims).toMatchObject({ givenName: 'Ann', roles: ['super'], corpId: 3 });
  expect(localStorage.getItem('jwtToken')).toBe(s.token);
  expect(s.selectedCorpId).toBe(0);
  expect(api.callsTo('GET', '/corps/:id')).toHaveLength(0);
});

test("an employer gets the token's corporation selected and its data loaded", async () => {
  tokenFor({ authorities: ['ROLE_EMPLOYER'], corpid: 5, empid: 9 });
  await useSession.getState().login('bob', 'pw');
  const s = useSession.getState();
  expect(s.selectedCorpId).toBe(5);
  expect(s.selectedCorpData).toMatchObject({ id: 5, name: 'Acme' });
  expect(localStorage.getItem('selectedCorpId')).toBe('5');
  expect(JSON.parse(localStorage.getItem('selectedCorpData')!)).toMatchObject({ name: 'Acme' });
  expect(s.employeeId).toBeNull();
});

test('an employee also gets the employee id stored', async () => {
  tokenFor({ authorities: ['ROLE_EMPLOYEE'], corpid: '5', empid: '12' });
  await useSession.getState().login('cy', 'pw');
  expect(useSession.getState().employeeId).toBe(12);
  expect(localStorage.getItem('employeeId')).toBe('12');
  expect(useSession.getState().selectedCorpId).toBe(5);
});

test('a failed login leaves the session signed out', async () => {
  api.on('POST', '/auth/oauth2/token', { status: 401 });
  await expect(useSession.getState().login('x', 'y')).rejects.toThrow('Login failed');
  expect(useSession.getState().token).toBeNull();
});

test('logout clears local and session storage and the state', () => {
  resetSession(makeTestToken(), 4);
  sessionStorage.setItem('other', 'x');
  useSession.getState().logout();
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(useSession.getState()).toMatchObject({ token: null, claims: null, selectedCorpId: 0 });
});

test('init drops an expired token and keeps a message for the login page', () => {
  resetSession(makeTestToken({ exp: 10 }));
  expect(useSession.getState().token).toBeNull();
  expect(localStorage.getItem('jwtToken')).toBeNull();
  expect(useSession.getState().consumeLoginMessage()).toBe(
    'Your session has expired. Please log in again.',
  );
  expect(useSession.getState().consumeLoginMessage()).toBeNull();
  expect(localStorage.getItem('loginMessage')).toBeNull();
});

test('selectCorp stores the id and the data', () => {
  useSession.getState().selectCorp({ ...acme, id: 8 } as never);
  expect(localStorage.getItem('selectedCorpId')).toBe('8');
  expect(useSession.getState().selectedCorpData).toMatchObject({ id: 8 });
  useSession.getState().selectCorp(null);
  expect(useSession.getState().selectedCorpId).toBe(0);
  expect(localStorage.getItem('selectedCorpData')).toBeNull();
});

test("an earlier user's employee id does not carry over to the next login", async () => {
  localStorage.setItem('employeeId', '12');
  useSession.getState().init();
  expect(useSession.getState().employeeId).toBe(12);
  tokenFor({ authorities: ['ROLE_SUPER'] });
  await useSession.getState().login('root', 'pw');
  expect(useSession.getState().employeeId).toBeNull();
  expect(localStorage.getItem('employeeId')).toBeNull();
});

describe('a session that ends while a page is open', () => {
  const ada = { sub: 'ada', uid: 7, ver: 1 };

  test('keeps its token and claims, and the first reason given', () => {
    const token = makeTestToken(ada);
    resetSession(token);
    useSession.getState().end('idle');
    useSession.getState().end('password_changed');
    expect(useSession.getState()).toMatchObject({ ended: 'idle', token });
    expect(useSession.getState().claims?.username).toBe('ada');
    expect(localStorage.getItem('jwtToken')).toBe(token);
  });

  test("resumes with the same user's token, stored; another user's is refused", () => {
    resetSession(makeTestToken(ada));
    useSession.getState().end('expired');
    const bo = makeTestToken({ sub: 'bo', uid: 8 });
    expect(useSession.getState().acceptToken(bo)).toBe(false);
    expect(useSession.getState().ended).toBe('expired');
    const again = makeTestToken({ ...ada, ver: 2 });
    expect(useSession.getState().acceptToken(again)).toBe(true);
    expect(useSession.getState()).toMatchObject({ ended: null, token: again });
    expect(localStorage.getItem('jwtToken')).toBe(again);
  });

  test("signs in again as the claims' user, with the password given", async () => {
    resetSession(makeTestToken(ada));
    useSession.getState().end('password_changed');
    const again = makeTestToken({ ...ada, ver: 2 });
    api.on('POST', '/auth/oauth2/token', { body: { access_token: again } });
    await useSession.getState().reauthenticate('New-pass1');
    const [call] = api.callsTo('POST', '/auth/oauth2/token');
    expect(call.headers.Authorization).toBe(`Basic ${btoa('ada:New-pass1')}`);
    expect(useSession.getState()).toMatchObject({ ended: null, token: again });
  });

  test('a sign-in that answers another user, or fails, leaves it ended', async () => {
    resetSession(makeTestToken(ada));
    useSession.getState().end('expired');
    api.on('POST', '/auth/oauth2/token', { body: { access_token: makeTestToken({ sub: 'x' }) } });
    await expect(useSession.getState().reauthenticate('pw')).rejects.toThrow('Login failed');
    api.on('POST', '/auth/oauth2/token', { status: 401 });
    await expect(useSession.getState().reauthenticate('pw')).rejects.toThrow('Login failed');
    expect(useSession.getState().ended).toBe('expired');
  });
});
