import { createFakeApi, FakeResponse } from '../testing/fakeApi';
import { makeTestToken, resetSession } from '../testing/testToken';
import { useSession } from '../session/useSession';
import { waitFor } from '@testing-library/react';
import { decodeClaims } from '../session/claims';
import { setSessionResumable } from '../session/resume';
import { apiFetch, apiList, apiListRows, requestToken, setSessionExpiredHandler } from './client';
import { ApiError } from './ApiError';
import { getApiActivity } from './activity';

let api: ReturnType<typeof createFakeApi>;
const onExpired = jest.fn();

beforeEach(() => {
  api = createFakeApi().install();
  onExpired.mockReset();
  setSessionExpiredHandler(onExpired);
  resetSession(makeTestToken());
});

describe('apiFetch headers', () => {
  test('sends the bearer token, credentials and X-Corp-ID 0 when no corporation is selected', async () => {
    const spy = jest.spyOn(api, 'fetch');
    (globalThis as { fetch: unknown }).fetch = spy;
    api.on('GET', '/corps', { body: [] });
    await apiFetch('/corps');
    const [url, init] = spy.mock.calls[0];
    expect(url).toBe('/api/corps');
    expect(init?.credentials).toBe('include');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${useSession.getState().token}`);
    expect(headers['X-Corp-ID']).toBe('0');
    expect(headers.Accept).toBe('application/json');
  });

  test('sends the selected corporation id, and none with corp: false', async () => {
    resetSession(makeTestToken(), 7);
    api.on('GET', '/corps', { body: [] });
    await apiFetch('/corps');
    await apiFetch('/corps', { corp: false });
    expect(api.calls[0].headers['X-Corp-ID']).toBe('7');
    expect(api.calls[1].headers['X-Corp-ID']).toBeUndefined();
  });

  test('a plain object body is JSON; FormData is sent as is', async () => {
    api.on('POST', '/corps', (req) => ({ status: 201, body: { got: req.body } }));
    const json = await apiFetch<{ got: unknown }>('/corps', {
      method: 'POST',
      body: { name: 'Acme' },
    });
    expect(json.got).toEqual({ name: 'Acme' });
    expect(api.calls[0].headers['Content-Type']).toBe('application/json');
    const form = new FormData();
    await apiFetch('/corps', { method: 'POST', body: form });
    expect(api.calls[1].body).toBe(form);
    expect(api.calls[1].headers['Content-Type']).toBeUndefined();
  });
});

describe('session checks before the call', () => {
  test("no token throws 'Not authenticated' without calling the API", async () => {
    resetSession();
    await expect(apiFetch('/corps')).rejects.toThrow('Not authenticated');
    expect(api.calls).toHaveLength(0);
  });

  test('an expired token is removed, the login message stored and the user sent to login', async () => {
    resetSession(makeTestToken());
    useSession.setState({ claims: { ...useSession.getState().claims!, exp: 1 } });
    await expect(apiFetch('/corps')).rejects.toThrow('Session expired. Please log in again.');
    expect(api.calls).toHaveLength(0);
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(localStorage.getItem('loginMessage')).toBe(
      'Your session has expired. Please log in again.',
    );
    expect(useSession.getState().token).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});

describe('a 401 answer', () => {
  test('ends the session as an expired token does: token removed, message stored, sent to login', async () => {
    api.on('GET', '/corps', {
      status: 401,
      body: { error: 'unauthorized', message: 'Invalid or expired token.' },
    });
    await expect(apiFetch('/corps')).rejects.toMatchObject({
      status: 401,
      message: 'Session expired. Please log in again.',
    });
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(localStorage.getItem('loginMessage')).toBe(
      'Your session has expired. Please log in again.',
    );
    expect(useSession.getState().token).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  test('a list call ends it too; a 403 does not', async () => {
    api.on('GET', '/vendors', { status: 403, body: { error: 'forbidden', message: 'Forbidden.' } });
    await expect(apiList('/vendors')).rejects.toMatchObject({ status: 403 });
    expect(useSession.getState().token).not.toBeNull();
    api.on('GET', '/employees', { status: 401, body: { error: 'unauthorized' } });
    await expect(apiList('/employees')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});

describe('where the shell can bring the session back (its sign-in dialog)', () => {
  const ada = { sub: 'ada', uid: 7, ver: 1 };
  const again = makeTestToken({ ...ada, ver: 2 });
  beforeEach(() => {
    resetSession(makeTestToken(ada));
    setSessionResumable(true);
  });
  afterEach(() => setSessionResumable(false));

  /** Waits until the session has ended (the dialog would show). */
  const ended = () => waitFor(() => expect(useSession.getState().ended).not.toBeNull());

  test('a 401 ends it with the reason given; the call waits, then goes again with the new token', async () => {
    let refused = false;
    api.on('PUT', '/timesheets/4/items/save', () => {
      if (refused) return { body: { saved: true } };
      refused = true;
      return { status: 401, body: { error: 'password_changed', message: 'Changed.' } };
    });
    const saving = apiFetch('/timesheets/4/items/save', { method: 'PUT', body: [{ id: 1 }] });
    await ended();
    expect(useSession.getState().ended).toBe('password_changed');
    expect(api.calls).toHaveLength(1);
    useSession.getState().acceptToken(again);
    await expect(saving).resolves.toEqual({ saved: true });
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1].headers.Authorization).toBe(`Bearer ${again}`);
    expect(api.calls[1].body).toEqual([{ id: 1 }]);
    expect(onExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem('loginMessage')).toBeNull();
  });

  test('an expired token makes the call wait before it is sent', async () => {
    useSession.setState({ claims: { ...useSession.getState().claims!, exp: 1 } });
    api.on('GET', '/corps', { body: [] });
    const reading = apiFetch('/corps');
    await ended();
    expect(api.calls).toHaveLength(0);
    useSession.getState().acceptToken(again);
    await expect(reading).resolves.toEqual([]);
    expect(api.calls[0].headers.Authorization).toBe(`Bearer ${again}`);
  });

  test('a logout, another user or an abort while waiting fails the call, never sent again', async () => {
    api.on('GET', '/corps', { status: 401, body: { error: 'unauthorized' } });
    const outcomes = [];
    const waiting = apiFetch('/corps');
    await ended();
    useSession.getState().logout();
    outcomes.push(waiting.catch((e) => e.message));

    resetSession(makeTestToken(ada));
    const other = apiFetch('/corps');
    await ended();
    const bo = makeTestToken({ sub: 'bo', uid: 8 });
    useSession.setState({ token: bo, claims: decodeClaims(bo), ended: null });
    outcomes.push(other.catch((e) => e.message));

    resetSession(makeTestToken(ada));
    const controller = new AbortController();
    const aborted = apiFetch('/corps', { signal: controller.signal });
    await ended();
    controller.abort(new Error('left the page'));
    outcomes.push(aborted.catch((e) => e.message));

    expect(await Promise.all(outcomes)).toEqual([
      'Not authenticated',
      'Not authenticated',
      'left the page',
    ]);
    expect(api.calls).toHaveLength(3);
  });

  test("a 401 to a token already replaced (a renewal, another tab's) is sent again at once", async () => {
    let first = true;
    api.on('GET', '/corps', () => {
      if (!first) return { body: [] };
      first = false;
      useSession.getState().acceptToken(again);
      return { status: 401, body: { error: 'unauthorized' } };
    });
    await expect(apiFetch('/corps')).resolves.toEqual([]);
    expect(useSession.getState().ended).toBeNull();
  });
});

describe('response parsing', () => {
  test('JSON by default, text for text/html, undefined for 204', async () => {
    api.on('GET', '/a', { body: { x: 1 } });
    api.on('GET', '/h', { body: '<p>hi</p>', headers: { 'Content-Type': 'text/html' } });
    api.on('PUT', '/n', { status: 204 });
    expect(await apiFetch('/a')).toEqual({ x: 1 });
    expect(await apiFetch('/h', { accept: 'text/html' })).toBe('<p>hi</p>');
    expect(await apiFetch('/n', { method: 'PUT' })).toBeUndefined();
  });

  test('DELETE, PDF and image answers come back as the raw response', async () => {
    api.on('DELETE', '/x/1', { body: { deleted: true } });
    api.on('GET', '/pdf', { body: new Blob(['%PDF'], { type: 'application/pdf' }) });
    api.on('GET', '/img', { body: new Blob(['png'], { type: 'image/png' }) });
    expect(await apiFetch('/x/1', { method: 'DELETE' })).toBeInstanceOf(FakeResponse);
    const pdf = await apiFetch<Response>('/pdf', { accept: 'application/pdf' });
    expect(pdf).toBeInstanceOf(FakeResponse);
    expect((await pdf.blob()).type).toBe('application/pdf');
    expect(await apiFetch('/img')).toBeInstanceOf(FakeResponse);
  });
});

describe('errors', () => {
  test("a non-OK answer without a message gives 'API call failed: Not Found'", async () => {
    await expect(apiFetch('/missing')).rejects.toThrow('API call failed: Not Found');
  });

  test('ApiError carries status, code, message and field errors from the body', async () => {
    api.on('POST', '/corps', {
      status: 400,
      body: { error: 'validation', message: 'Name is too long', fieldErrors: { name: 'Too long' } },
    });
    const err = (await apiFetch('/corps', { method: 'POST', body: {} }).catch(
      (e) => e,
    )) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'validation', message: 'Name is too long' });
    expect(err.fieldErrors).toEqual({ name: 'Too long' });
  });

  test('field errors as a list, an error code alone, and a plain-text body', async () => {
    api.on('PUT', '/a', {
      status: 400,
      body: { error: 'bad', fieldErrors: [{ field: 'zip', message: 'Bad zip' }] },
    });
    api.on('PUT', '/b', { status: 409, body: 'Already locked' });
    const a = (await apiFetch('/a', { method: 'PUT' }).catch((e) => e)) as ApiError;
    expect(a.message).toBe('bad');
    expect(a.fieldErrors).toEqual({ zip: 'Bad zip' });
    await expect(apiFetch('/b', { method: 'PUT' })).rejects.toMatchObject({
      status: 409,
      message: 'Already locked',
    });
  });
});

describe('a call that gets no answer', () => {
  const DOWN = 'The server could not be reached. Check your connection and try again.';
  const networkDown = () => {
    throw new TypeError('Failed to fetch');
  };

  test("names the cause instead of the browser's 'Failed to fetch', and counts as done", async () => {
    api.on('PUT', '/timesheets/1/items/save', networkDown);
    const err = await apiFetch('/timesheets/1/items/save', { method: 'PUT', body: [] }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, code: 'unreachable', message: DOWN });
    expect(getApiActivity()).toBe(0);
  });

  test('an upload with progress says the same', async () => {
    api.on('POST', '/timesheets/1/attachments', networkDown);
    const upload = apiFetch('/timesheets/1/attachments', {
      method: 'POST',
      body: new FormData(),
      onUploadProgress: () => {},
    });
    await expect(upload).rejects.toMatchObject({ status: 0, message: DOWN });
  });

  test('a cancelled call stays an AbortError, which callers ignore', async () => {
    api.on('GET', '/corps', () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    });
    await expect(apiFetch('/corps')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiList', () => {
  test('builds the query, reads X-Total-Count, skips empty values', async () => {
    api.on('GET', '/corps', { body: [{ id: 1 }], headers: { 'X-Total-Count': '42' } });
    const page = await apiList('/corps', {
      name: 'ac me',
      state: '',
      status: undefined,
      limit: 50,
    });
    expect(page).toEqual({ rows: [{ id: 1 }], total: 42, capped: false });
    expect(api.calls[0].url).toBe('/api/corps?name=ac+me&limit=50');
  });

  test('total is null without the header', async () => {
    api.on('GET', '/corps', { body: [] });
    expect(await apiList('/corps')).toEqual({ rows: [], total: null, capped: false });
  });

  test('a total the server stopped counting at is capped', async () => {
    api.on('GET', '/corps', {
      body: [{ id: 1 }],
      headers: { 'X-Total-Count': '10000', 'X-Total-Count-Exact': 'false' },
    });
    expect(await apiList('/corps', { limit: 50 })).toEqual({
      rows: [{ id: 1 }],
      total: 10000,
      capped: true,
    });
  });
});

describe('apiListRows', () => {
  test.each([
    ['a byte stream, read into one buffer', true],
    ['a stream of chunks', false],
  ])('a streamed list (%s) gives its rows as the pieces complete them', async (_, byteStream) => {
    const text = JSON.stringify([{ id: 1, name: 'a, "b"' }, { id: 2 }, { id: 3, name: 'é' }]);
    const bytes = new TextEncoder().encode(text);
    // cut inside the two bytes of "é" too
    const cut = [0, 9, 25, bytes.length - 4, bytes.length];
    const pieces = cut.slice(1).map((end, i) => bytes.slice(cut[i], end));
    api.on('GET', '/things', { pieces, byteStream });
    const seen: unknown[][] = [];
    await apiListRows('/things', { name: 'x' }, (rows) => {
      seen.push(rows);
    });
    expect(seen.flat()).toEqual(JSON.parse(text));
    expect(seen.length).toBeGreaterThan(1);
    expect(api.calls[0].url).toBe('/api/things?name=x');

    // a consumer that answers a promise gets the next rows only once it has settled
    let busy = false;
    const taken: unknown[] = [];
    await apiListRows('/things', { name: 'x' }, async (rows) => {
      expect(busy).toBe(false);
      busy = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      taken.push(...rows);
      busy = false;
    });
    expect(taken).toEqual(JSON.parse(text));
  });

  test('a streamed list longer than the reading buffer comes whole', async () => {
    const rows = Array.from({ length: 20_000 }, (_, id) => ({ id, name: `row ${id} ✓` }));
    const bytes = new TextEncoder().encode(JSON.stringify(rows));
    const pieces = [bytes.slice(0, 700_001), bytes.slice(700_001)];
    api.on('GET', '/things', { pieces });
    const seen: unknown[] = [];
    await apiListRows('/things', {}, (batch) => {
      seen.push(...batch);
    });
    expect(seen).toEqual(rows);
  });

  test('a body that is not a stream is read at once', async () => {
    api.on('GET', '/things', { body: [{ id: 1 }, { id: 2 }] });
    const seen: unknown[][] = [];
    await apiListRows('/things', {}, (rows) => {
      seen.push(rows);
    });
    expect(seen).toEqual([[{ id: 1 }, { id: 2 }]]);
  });

  test('a list cut off on the way is an error', async () => {
    api.on('GET', '/things', { pieces: ['[{"id":1},{"id"'] });
    await expect(apiListRows('/things', {}, () => {})).rejects.toThrow('not a JSON array of rows');
  });
});

describe('requestToken', () => {
  test('posts basic credentials and the client_credentials grant', async () => {
    api.on('POST', '/auth/oauth2/token', { body: { access_token: 'tok', token_type: 'Bearer' } });
    expect(await requestToken('ann', 'pw')).toBe('tok');
    const call = api.calls[0];
    expect(call.url).toBe('/auth/oauth2/token');
    expect(call.headers.Authorization).toBe(`Basic ${btoa('ann:pw')}`);
    expect(call.body).toBe('grant_type=client_credentials');
  });

  test("a refused login throws 'Login failed'", async () => {
    api.on('POST', '/auth/oauth2/token', { status: 401, body: { error: 'unauthorized' } });
    await expect(requestToken('ann', 'bad')).rejects.toThrow('Login failed');
  });
});

test('counts calls in flight', async () => {
  let release: () => void = () => undefined;
  api.on('GET', '/slow', () => new Promise((r) => (release = () => r({ body: {} }))));
  const pending = apiFetch('/slow');
  expect(getApiActivity()).toBe(1);
  await Promise.resolve();
  release();
  await pending;
  expect(getApiActivity()).toBe(0);
});

describe('calls without the staff session (auth: false)', () => {
  test('no token, no corporation, no cookies, never cached; the session is not needed', async () => {
    resetSession();
    api.on('GET', '/guest/:code/verify', { body: [{ id: 1 }] });
    const sheets = await apiFetch('/guest/abc/verify', { auth: false });
    expect(sheets).toEqual([{ id: 1 }]);
    const [call] = api.calls;
    expect(call.url).toBe('/api/guest/abc/verify');
    expect(call.headers.Authorization).toBeUndefined();
    expect(call.headers['X-Corp-ID']).toBeUndefined();
    expect(call.credentials).toBe('omit');
    expect(onExpired).not.toHaveBeenCalled();
  });

  test('an expired staff token is left alone', async () => {
    resetSession(makeTestToken());
    useSession.setState({ claims: { ...useSession.getState().claims!, exp: 1 } });
    api.on('GET', '/guest/:code/verify', { body: [] });
    await apiFetch('/guest/abc/verify', { auth: false });
    expect(useSession.getState().token).not.toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
  });

  test('baseUrl sends the call to another origin; errors are ApiErrors as usual', async () => {
    api.on('GET', '/guest/:code/verify', {
      status: 401,
      body: { error: 'invalid_guest_code', message: 'Invalid guest code.' },
    });
    const failure = apiFetch('/guest/abc/verify', {
      auth: false,
      baseUrl: 'https://api.example.test/',
    });
    await expect(failure).rejects.toMatchObject({
      status: 401,
      code: 'invalid_guest_code',
      message: 'Invalid guest code.',
    });
    expect(api.calls[0].url).toBe('https://api.example.test/api/guest/abc/verify');
    expect(api.calls[0].origin).toBe('https://api.example.test');
  });
});
