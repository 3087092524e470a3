/**
 * Each route takes the one kind of body it declares (docs/api-conventions.md#paths-and-bodies):
 * JSON everywhere, a form at the token endpoint, multipart at the uploads; any other content type
 * is a 415 that changes nothing. Bodiless calls (the screens' actions) need no content type.
 */
import { seedCorp, seedEmployee } from '../testing/fixtures.js';
import { multipart, PNG } from '../testing/multipart.js';
import {
  basicAuth,
  createTestApp,
  SUPER_PASSWORD,
  SUPER_USERNAME,
  type TestApp,
} from '../testing/testApp.js';

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

let t: TestApp;
let corpId: number;
let employeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  corpId = await seedCorp(t, 'Body Staffing');
  employeeId = await seedEmployee(t, corpId, { firstName: 'Bo' });
});
afterAll(() => t?.close());

type Body = { name: string; contentType?: string; payload: string | Buffer };

const upload = multipart([{ filename: 'logo.png', type: 'image/png', data: PNG, field: 'logo' }]);
const bodies = {
  json: { name: 'JSON', contentType: JSON_TYPE, payload: '{"name":"Sent As JSON","contacts":[]}' },
  form: { name: 'a form', contentType: FORM, payload: 'name=Sent+As+Form' },
  text: { name: 'text', contentType: 'text/plain', payload: 'name=Sent As Text' },
  multipart: { name: 'multipart', contentType: upload.contentType, payload: upload.payload },
  untyped: { name: 'no content type', payload: '{"name":"Sent Untyped","contacts":[]}' },
} satisfies Record<string, Body>;

function send(method: 'POST' | 'PUT', url: string, body: Body, headers: Record<string, string>) {
  return t.app.inject({
    method,
    url,
    headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
    payload: body.payload,
  });
}

async function snapshot(): Promise<string> {
  const { rows } = await t.db.query(
    `SELECT (SELECT count(*) FROM corporations) AS corps, (SELECT count(*) FROM corp_logos) AS logos,
            (SELECT count(*) FROM audit_log) AS audit`,
  );
  return JSON.stringify(rows[0]);
}

describe('a route refuses a body of another kind with a 415 and changes nothing', () => {
  const cases: {
    route: string;
    method: 'POST' | 'PUT';
    url: () => string;
    takes: string;
    others: Body[];
  }[] = [
    {
      route: 'a JSON route',
      method: 'POST',
      url: () => '/api/corps',
      takes: JSON_TYPE,
      others: [bodies.form, bodies.text, bodies.multipart, bodies.untyped],
    },
    {
      route: 'a JSON route replacing a row',
      method: 'PUT',
      url: () => `/api/corps/${corpId}`,
      takes: JSON_TYPE,
      others: [bodies.form, bodies.multipart],
    },
    {
      route: 'an upload',
      method: 'PUT',
      url: () => `/api/corps/${corpId}/logo`,
      takes: 'multipart/form-data',
      others: [bodies.json, bodies.form, bodies.text, bodies.untyped],
    },
    {
      route: 'the attachments upload',
      method: 'POST',
      url: () => '/api/timesheets/1/attachments',
      takes: 'multipart/form-data',
      others: [bodies.json, bodies.form],
    },
  ];

  test.each(cases)('$route ($method) takes only $takes', async ({ method, url, takes, others }) => {
    for (const body of others) {
      const before = await snapshot();
      const res = await send(method, url(), body, t.auth(t.superToken, corpId));
      expect([body.name, res.statusCode, res.json()]).toEqual([
        body.name,
        415,
        { error: 'unsupported_media_type', message: `The body must be sent as ${takes}.` },
      ]);
      expect(await snapshot()).toBe(before);
    }
  });

  test('the token endpoint takes only a form', async () => {
    const headers = { authorization: basicAuth(SUPER_USERNAME, SUPER_PASSWORD) };
    const grant = '{"grant_type":"client_credentials"}';
    for (const body of [
      { name: 'JSON', contentType: JSON_TYPE, payload: grant },
      { ...bodies.text, payload: 'grant_type=client_credentials' },
      bodies.multipart,
      { name: 'no content type', payload: 'grant_type=client_credentials' },
    ]) {
      const res = await send('POST', '/auth/oauth2/token', body, headers);
      expect([body.name, res.statusCode, res.json()]).toEqual([
        body.name,
        415,
        { error: 'unsupported_media_type', message: `The body must be sent as ${FORM}.` },
      ]);
    }
    const form = {
      name: 'a form',
      contentType: `${FORM}; charset=UTF-8`,
      payload: 'grant_type=client_credentials',
    };
    expect((await send('POST', '/auth/oauth2/token', form, headers)).statusCode).toBe(200);
  });
});

describe('what the screens send still works', () => {
  test('JSON, with or without a charset', async () => {
    for (const contentType of [JSON_TYPE, 'application/json; charset=utf-8', 'Application/JSON']) {
      const body = {
        name: 'JSON',
        contentType,
        payload: `{"name":"Corp ${contentType}","contacts":[]}`,
      };
      const res = await send('POST', '/api/corps', body, t.auth(t.superToken));
      expect([contentType, res.statusCode]).toEqual([contentType, 201]);
    }
  });

  test('an upload as multipart', async () => {
    const res = await send(
      'PUT',
      `/api/corps/${corpId}/logo`,
      bodies.multipart,
      t.auth(t.superToken),
    );
    expect(res.statusCode).toBe(200);
  });

  test('an action without a body, with no content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/employees/${employeeId}/guest-code`,
      headers: t.auth(t.superToken, corpId),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().guestCode).toEqual(expect.any(String));
  });
});
