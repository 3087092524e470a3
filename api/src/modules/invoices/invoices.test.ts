/** Invoices: create, read, replace, the form's rules, final statuses and tenancy. */
import { businessToday } from '../common/business-day.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import {
  createInvoice,
  invoiceBody,
  invoiceSnapshot,
  type InvoiceJson,
} from '../../testing/invoices.fixture.js';
import {
  auditTrail,
  callApi,
  seedSignedInEmployee,
  seedVendor,
  twoTenants,
  type Method,
} from '../../testing/fixtures.js';

/** The words of the amount's rule, the form's and the API's alike (`invoiceRuleErrors`). */
const AMOUNT_WORDS = 'Amount must be between 0 and 9,999,999,999.99 with at most 2 decimals';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;
let employerB: string;
let employeeToken: string;
let acme: number;
let globex: number;
let vendorB: number;

const call = (method: Method, url: string, token = employerA, payload?: unknown, corp?: number) =>
  callApi(t, method, url, token, payload, corp);
const snapshot = () => invoiceSnapshot(t);

const audits = (id: number) => auditTrail(t, 'invoice', id);

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA, employerB } = await twoTenants(t));
  acme = await seedVendor(t, corpA, 'Acme Client');
  globex = await seedVendor(t, corpA, 'Globex');
  vendorB = await seedVendor(t, corpB, 'Bravo Client');
  employeeToken = (await seedSignedInEmployee(t, corpA, { firstName: 'Erin' })).token;
});

afterAll(async () => {
  await t?.close();
});

describe('create, read and replace', () => {
  test('an invoice round-trips with its number, exact amounts, lines in order and the vendor name', async () => {
    const post = await call('POST', '/api/invoices', employerA, invoiceBody(acme));
    expect(post.statusCode).toBe(201);
    const created: InvoiceJson = post.json();
    expect(created).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(/^INV-\d{6}$/),
      vendorId: acme,
      customer: 'Acme Client',
      amount: 1330,
      invoiceDate: '2025-03-10',
      dueDate: '2025-04-09',
      // stored Pending, read as the list reads it: its due date has passed
      status: 'OVERDUE',
      sent: false,
      sheets: 0,
      sentAt: null,
      timesheetId: null,
      // unpaid and due 2025-04-09: the days since, by New York's calendar
      daysOverdue: Math.round(
        (Date.parse(`${businessToday()}T00:00:00Z`) - Date.parse('2025-04-09T00:00:00Z')) /
          86_400_000,
      ),
      updateDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      items: [
        {
          id: expect.any(Number),
          description: 'Consulting, week 10',
          quantity: 10,
          price: 125,
          amount: 1250,
          timesheetId: null,
        },
        // 1.5 × 53.33 = 79.995, rounded half-up
        {
          id: expect.any(Number),
          description: 'Travel',
          quantity: 1.5,
          price: 53.33,
          amount: 80,
          timesheetId: null,
        },
      ],
    });
    const stored = await t.db.query(
      `SELECT amount::text AS amount, corp_id, paid_at FROM invoices WHERE id = $1`,
      [created.id],
    );
    expect(stored.rows[0]).toEqual({ amount: '1330.00', corp_id: corpA, paid_at: null });

    const get = await call('GET', `/api/invoices/${created.id}`);
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(created);
    expect(await audits(created.id)).toEqual([
      {
        action: 'create',
        username: 'boss@a.example',
        corpId: corpA,
        changes: expect.objectContaining({
          number: created.number,
          amount: 1330,
          status: 'OVERDUE',
        }),
      },
    ]);
  });

  test('a replace takes every field and the new lines, keeps the status when left out and ignores the echoes', async () => {
    const created = await createInvoice(t, employerA, invoiceBody(acme));
    const put = await call('PUT', `/api/invoices/${created.id}`, employerA, {
      ...created,
      number: 'HACKED-1',
      customer: 'Someone',
      sent: true,
      timesheetId: 99,
      status: undefined,
      vendorId: globex,
      amount: 45.5,
      invoiceDate: '2025-03-11',
      dueDate: '2025-03-11',
      items: [
        { ...created.items[1], description: '  Parking  ', quantity: 2, price: 22.75, amount: 1 },
      ],
      corpId: corpA,
    });
    expect(put.statusCode).toBe(200);
    const replaced: InvoiceJson = put.json();
    expect(replaced).toMatchObject({
      id: created.id,
      number: created.number,
      vendorId: globex,
      customer: 'Globex',
      amount: 45.5,
      invoiceDate: '2025-03-11',
      dueDate: '2025-03-11',
      // the status it showed, Overdue (past due), is the one kept
      status: 'OVERDUE',
      sent: false,
      timesheetId: null,
      items: [{ description: 'Parking', quantity: 2, price: 22.75, amount: 45.5 }],
    });
    expect((await call('GET', `/api/invoices/${created.id}`)).json()).toEqual(replaced);
    const [, update] = await audits(created.id);
    expect(update.action).toBe('update');
    expect(Object.keys(update.changes).sort()).toEqual([
      'amount',
      'dueDate',
      'invoiceDate',
      'items',
      'vendorId',
    ]);
  });

  test('without lines the amount is the one given; a status in any case is stored upper-case', async () => {
    const res = await call(
      'POST',
      '/api/invoices',
      employerA,
      invoiceBody(acme, { items: [], amount: 99.9, status: 'overdue' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 99.9, status: 'OVERDUE', items: [] });
    expect(res.body).toContain('"amount":99.9,');
  });

  test('with lines, an amount equal to their total is accepted', async () => {
    const res = await call('POST', '/api/invoices', employerA, invoiceBody(acme, { amount: 1330 }));
    expect(res.statusCode).toBe(201);
  });

  test('made Paid through the form, the payment time is stamped', async () => {
    const created = await createInvoice(t, employerA, invoiceBody(acme, { status: 'PAID' }));
    const { rows } = await t.db.query('SELECT paid_at FROM invoices WHERE id = $1', [created.id]);
    expect(rows[0].paid_at).toBeInstanceOf(Date);
  });
});

describe('the due date', () => {
  test('left empty, it falls the corporation’s default due days after the invoice date', async () => {
    const first = await call(
      'POST',
      '/api/invoices',
      employerA,
      invoiceBody(acme, { dueDate: null }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().dueDate).toBe('2025-04-09'); // 2025-03-10 + the default 30 days

    await t.db.query(
      `UPDATE admin_settings SET value = '45'
        WHERE corp_id = $1 AND category = 'INVOICE' AND feature = 'defaultDueDays'`,
      [corpA],
    );
    try {
      const second = await call(
        'POST',
        '/api/invoices',
        employerA,
        invoiceBody(acme, { dueDate: '' }),
      );
      expect(second.json().dueDate).toBe('2025-04-24');
      const put = await call(
        'PUT',
        `/api/invoices/${first.json().id}`,
        employerA,
        invoiceBody(acme, { invoiceDate: '2025-03-20', dueDate: null }),
      );
      expect(put.json().dueDate).toBe('2025-05-04');
    } finally {
      await t.db.query(
        `UPDATE admin_settings SET value = '30'
          WHERE corp_id = $1 AND category = 'INVOICE' AND feature = 'defaultDueDays'`,
        [corpA],
      );
    }
  });

  test('left empty where the default would pass 9999-12-31, it is a 400 naming it, and nothing is written', async () => {
    for (const [method, url] of [
      ['POST', '/api/invoices'],
      ['PUT', `/api/invoices/${(await createInvoice(t, employerA, invoiceBody(acme))).id}`],
    ] as const) {
      const unchanged = await snapshot();
      const res = await call(
        method,
        url,
        employerA,
        invoiceBody(acme, { invoiceDate: '9999-12-15', dueDate: null }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        dueDate: 'Due date would fall after 9999-12-31 (the invoice date plus 30 days); enter one',
      });
      expect(await snapshot()).toEqual(unchanged);
    }
    const last = await call(
      'POST',
      '/api/invoices',
      employerA,
      invoiceBody(acme, { invoiceDate: '9999-12-31', dueDate: '9999-12-31' }),
    );
    expect(last.statusCode).toBe(201);
  });
});

describe('the form rules', () => {
  const line = (over: object) => ({ description: 'Work', quantity: 1, price: 10, ...over });
  const cases: [string, object, Record<string, string>][] = [
    ['no vendor', { vendorId: null }, { vendorId: 'Vendor is required' }],
    ['no invoice date', { invoiceDate: '' }, { invoiceDate: 'Invoice date is required' }],
    [
      'an impossible date',
      { invoiceDate: '2025-02-30' },
      { invoiceDate: 'Invoice date must be a valid date written YYYY-MM-DD' },
    ],
    [
      'a date before 1900',
      { invoiceDate: '1899-12-31', dueDate: '1900-01-30' },
      { invoiceDate: 'Invoice date must be from 1900-01-01 to 9999-12-31' },
    ],
    [
      'a due date before the invoice date',
      { dueDate: '2025-03-09' },
      { dueDate: 'Due Date cannot be before Invoice Date' },
    ],
    [
      'a due date before the invoice date, written with spaces around it',
      { dueDate: ' 2025-03-09 ' },
      { dueDate: 'Due Date cannot be before Invoice Date' },
    ],
    [
      'an unknown status',
      { status: 'DONE' },
      { status: 'Status must be one of: PENDING, PAID, OVERDUE, CANCELLED' },
    ],
    ['no lines and no amount', { items: [], amount: null }, { amount: 'Amount is required' }],
    ['a negative amount', { items: [], amount: -1 }, { amount: AMOUNT_WORDS }],
    ['an amount of 3 decimals', { items: [], amount: 1.005 }, { amount: AMOUNT_WORDS }],
    [
      'an amount other than the lines’ total',
      { amount: 1329.99 },
      { amount: 'Amount must equal the total of the line items' },
    ],
    [
      'a blank description',
      { items: [line({}), line({ description: '   ' })] },
      { 'items[1].description': 'Description is required' },
    ],
    [
      'a description of 501 characters',
      { items: [line({ description: 'x'.repeat(501) })] },
      { 'items[0].description': 'Description must be at most 500 characters' },
    ],
    [
      'a quantity sent as a string',
      { items: [line({}), line({}), line({ quantity: '10' })] },
      { 'items[2].quantity': 'Quantity must be a number' },
    ],
    [
      'a price sent as a string',
      { items: [line({ price: '10.00' })] },
      { 'items[0].price': 'Price must be a number' },
    ],
    [
      'a missing quantity',
      { items: [line({ quantity: null })] },
      { 'items[0].quantity': 'Quantity is required' },
    ],
    [
      'a negative quantity and a price of 3 decimals',
      { items: [line({ quantity: -1, price: 0.125 })] },
      {
        'items[0].quantity': 'Quantity must be between 0 and 999,999.99 with at most 2 decimals',
        'items[0].price': 'Price must be between 0 and 99,999,999.99 with at most 2 decimals',
      },
    ],
    [
      'a quantity and a price over their limits',
      { items: [line({ quantity: 1_000_000, price: 100_000_000 })] },
      {
        'items[0].quantity': 'Quantity must be between 0 and 999,999.99 with at most 2 decimals',
        'items[0].price': 'Price must be between 0 and 99,999,999.99 with at most 2 decimals',
      },
    ],
    [
      'lines totalling more than an invoice holds',
      { items: [line({ quantity: 999_999.99, price: 99_999_999.99 })] },
      { amount: AMOUNT_WORDS },
    ],
    [
      '201 lines',
      { items: Array.from({ length: 201 }, () => line({})) },
      { items: 'An invoice has at most 200 line items' },
    ],
  ];

  test.each(cases)(
    '%s is a 400 naming the field and changes nothing',
    async (_name, over, fields) => {
      const before = await snapshot();
      const res = await call('POST', '/api/invoices', employerA, invoiceBody(acme, over));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual(fields);
      expect(await snapshot()).toBe(before);
    },
  );

  test('another corporation’s vendor is a 400 "No such vendor"', async () => {
    const before = await snapshot();
    const res = await call('POST', '/api/invoices', employerA, invoiceBody(vendorB));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'bad_request',
      message: 'No such vendor',
      fieldErrors: { vendorId: 'No such vendor' },
    });
    expect(await snapshot()).toBe(before);
  });

  test.each([
    ['an unknown field', { paidAt: '2025-01-01' }],
    ['an unknown line field', { items: [{ description: 'x', quantity: 1, price: 1, tax: 1 }] }],
    ['an amount sent as a string', { items: [], amount: '12.50' }],
    [
      "a line's echoed amount as text",
      { items: [{ description: 'x', quantity: 1, price: 1, amount: 'abc' }] },
    ],
  ])('%s is a 400', async (_name, over) => {
    const before = await snapshot();
    const res = await call('POST', '/api/invoices', employerA, invoiceBody(acme, over));
    expect(res.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  test('an id in the body other than the address is refused on a replace', async () => {
    const created = await createInvoice(t, employerA, invoiceBody(acme));
    const res = await call('PUT', `/api/invoices/${created.id}`, employerA, {
      ...created,
      id: created.id + 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ id: 'id does not match the address' });
  });

  test('corpId may echo the request’s corporation or be 0; another one is a 403', async () => {
    expect(
      (await call('POST', '/api/invoices', employerA, invoiceBody(acme, { corpId: corpA })))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/api/invoices', employerA, invoiceBody(acme, { corpId: 0 }))).statusCode,
    ).toBe(201);
    const before = await snapshot();
    const res = await call(
      'POST',
      '/api/invoices',
      employerA,
      invoiceBody(acme, { corpId: corpB }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You may not act for another corporation.');
    expect(await snapshot()).toBe(before);
  });
});

describe('paid and cancelled invoices are final', () => {
  test.each([
    ['PAID', 'A paid invoice can no longer change.'],
    ['CANCELLED', 'A cancelled invoice can no longer change.'],
  ])('a %s invoice refuses any change (409) but saves unchanged', async (status, message) => {
    const created = await createInvoice(t, employerA, invoiceBody(acme, { status }));
    const before = await snapshot();
    for (const over of [
      { status: 'PENDING' },
      { dueDate: '2025-05-01' },
      { amount: null, items: [{ ...created.items[0], quantity: 11 }] },
    ]) {
      const res = await call('PUT', `/api/invoices/${created.id}`, employerA, {
        ...created,
        ...over,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'conflict', message });
    }
    expect(await snapshot()).toBe(before);
    const same = await call('PUT', `/api/invoices/${created.id}`, employerA, {
      ...created,
      status: status.toLowerCase(),
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(created);
    expect(await snapshot()).toBe(before);
  });
});

describe('tenancy and roles', () => {
  let invoiceA: InvoiceJson;
  beforeAll(async () => {
    invoiceA = await createInvoice(t, employerA, invoiceBody(acme));
  });

  test('another corporation’s invoice is a 404 for every call, and changes nothing', async () => {
    const before = await snapshot();
    const id = invoiceA.id;
    for (const [method, url, body] of [
      ['GET', `/api/invoices/${id}`],
      ['PUT', `/api/invoices/${id}`, invoiceBody(vendorB)],
      ['DELETE', `/api/invoices/${id}`],
      ['PUT', `/api/invoices/${id}/paid`],
      ['PUT', `/api/invoices/${id}/remind`],
      ['GET', `/api/invoices/${id}/html-view`],
      ['GET', `/api/invoices/${id}/pdf-db`],
    ] as [Method, string, object?][]) {
      const res = await call(method, url, employerB, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
    expect((await call('GET', '/api/invoices', employerB)).json()).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  test('the super user works in the corporation of X-Corp-ID', async () => {
    const res = await call('GET', `/api/invoices/${invoiceA.id}`, t.superToken, undefined, corpA);
    expect(res.statusCode).toBe(200);
    const other = await call('GET', `/api/invoices/${invoiceA.id}`, t.superToken, undefined, corpB);
    expect(other.statusCode).toBe(404);
  });

  test('with no corporation selected the list is empty and a create is a 400', async () => {
    expect((await call('GET', '/api/invoices', t.superToken)).json()).toEqual([]);
    expect((await call('GET', '/api/invoices/statuses', t.superToken)).json()).toEqual([]);
    const res = await call('POST', '/api/invoices', t.superToken, invoiceBody(acme));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Select a corporation first.');
  });

  test('an employee gets 403 for every invoice call', async () => {
    const id = invoiceA.id;
    for (const [method, url, body] of [
      ['GET', '/api/invoices'],
      ['GET', '/api/invoices/statuses'],
      ['GET', `/api/invoices/${id}`],
      ['POST', '/api/invoices', invoiceBody(acme)],
      ['PUT', `/api/invoices/${id}`, invoiceBody(acme)],
      ['DELETE', `/api/invoices/${id}`],
      ['PUT', `/api/invoices/${id}/paid`],
      ['PUT', `/api/invoices/${id}/remind`],
      ['GET', `/api/invoices/${id}/html-view`],
      ['GET', `/api/invoices/${id}/pdf-db`],
    ] as [Method, string, object?][]) {
      const res = await call(method, url, employeeToken, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
    }
  });

  test('an unknown invoice is a 404', async () => {
    expect((await call('GET', '/api/invoices/987654')).statusCode).toBe(404);
  });
});
