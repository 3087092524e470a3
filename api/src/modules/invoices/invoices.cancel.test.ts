/**
 * Cancelling an invoice (docs/workflows.md#cancelling-an-invoice): a sent invoice is cancelled,
 * never deleted; it keeps its number and lines, and its timesheets go back to Approved to be billed
 * again, however it is cancelled. An unsent one is deleted as before.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  callApi,
  seedTenant,
  seedVendor,
  type Method,
  type Tenant,
} from '../../testing/fixtures.js';
import {
  approvedWeek,
  billedSnapshot,
  createInvoice,
  invoiceBody,
  invoiceOfWeeks,
  type InvoiceJson,
} from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { CANCELLED_KEPT, SENT_NOT_DELETED } from './invoices.write.js';
import { NOT_SENT_DELETE } from './invoices.cancel.js';

const run = promisify(execFile);

let t: TestApp;
let acme: Tenant;
let globex: number;
let people = 0;

const call = (method: Method, url: string, payload?: unknown) =>
  callApi(t, method, url, acme.employer, payload);
const cancel = (id: number, payload?: unknown) =>
  call('POST', `/api/invoices/${id}/cancel`, payload);
const snapshot = () => billedSnapshot(t);
const statuses = async (sheets: number[]) =>
  (
    await t.db.query('SELECT status FROM timesheets WHERE id = ANY($1) ORDER BY id', [sheets])
  ).rows.map((r) => r.status);
const markSent = (id: number) => t.db.query('UPDATE invoices SET sent = true WHERE id = $1', [id]);

/** One invoice made from two approved weeks of Globex (a line per sheet), `sent` or not. */
async function invoiceOfTwoWeeks(sent: boolean) {
  const made = await invoiceOfWeeks(t, acme, globex, [`C${++people}`, `C${++people}`]);
  if (sent) await markSent(made.invoice.id);
  return made;
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme', 'boss@a.example');
  globex = await seedVendor(t, acme.corpId, 'Globex');
});
afterAll(() => t?.close());

describe('cancelling a sent invoice', () => {
  test('keeps its number and lines, gives its sheets back to Approved, audited', async () => {
    const { sheets, invoice } = await invoiceOfTwoWeeks(true);
    expect((await call('GET', `/api/invoices?number=${invoice.number}`)).json()[0].sheets).toBe(2);

    const res = await cancel(invoice.id, { reason: '  Billed to the wrong department ' });
    expect(res.statusCode).toBe(200);
    const after = res.json() as InvoiceJson & { sheets: number };
    expect(after).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      status: 'CANCELLED',
      amount: invoice.amount,
      sheets: 0,
    });
    // its lines stay for the record, each still naming the sheet it billed
    expect(after.items.map((l) => [l.description, l.timesheetId])).toEqual(
      invoice.items.map((l) => [l.description, l.timesheetId]),
    );
    expect(await statuses(sheets)).toEqual(['APPROVED', 'APPROVED']);

    const { rows } = await t.db.query(
      `SELECT entity, entity_id AS "entityId", action, changes FROM audit_log
        WHERE (entity = 'invoice' AND entity_id = $1) OR (entity = 'timesheet' AND entity_id = ANY($2))
        ORDER BY id DESC LIMIT 3`,
      [String(invoice.id), sheets.map(String)],
    );
    expect(rows.reverse()).toEqual([
      ...sheets.map((id) => ({
        entity: 'timesheet',
        entityId: String(id),
        action: 'status',
        changes: {
          status: { from: 'LOCKED', to: 'APPROVED' },
          invoice: { id: invoice.id, number: invoice.number },
          invoiceCancelled: true,
        },
      })),
      {
        entity: 'invoice',
        entityId: String(invoice.id),
        action: 'status',
        changes: {
          status: { from: 'PENDING', to: 'CANCELLED' },
          timesheetIds: sheets,
          reason: 'Billed to the wrong department',
        },
      },
    ]);
    // the sheet's history says its invoice was cancelled, not deleted
    const history = (await call('GET', `/api/timesheets/${sheets[0]}/history`)).json();
    expect(history.at(-1)).toMatchObject({
      event: 'released',
      invoice: { id: invoice.id, number: invoice.number },
    });
  });

  test('its weeks can be billed again on a new invoice; the cancelled one keeps its number', async () => {
    const { sheets, invoice } = await invoiceOfTwoWeeks(true);
    expect((await cancel(invoice.id)).statusCode).toBe(200);
    const again = await call('POST', '/api/invoices/from-timesheets', { timesheetIds: sheets });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ amount: invoice.amount, status: 'PENDING' });
    expect(again.json().number).not.toBe(invoice.number);
    expect((await call('GET', `/api/invoices/${invoice.id}`)).json()).toMatchObject({
      number: invoice.number,
      status: 'CANCELLED',
    });
    // and still never twice at once: the new invoice holds them now
    const twice = await call('POST', '/api/invoices/from-timesheets', { timesheetIds: sheets });
    expect(twice.statusCode).toBe(409);
  });

  test('a sheet invoiced on its own (locked) goes back too and can be locked again', async () => {
    const sheet = await approvedWeek(t, acme, globex, `C${++people}`);
    expect(
      (await call('PUT', `/api/timesheets/${sheet}/status`, { status: 'LOCKED' })).statusCode,
    ).toBe(200);
    const invoice = (await call('GET', `/api/invoices?timesheetId=${sheet}`)).json()[0];
    await markSent(invoice.id);
    expect((await cancel(invoice.id)).statusCode).toBe(200);
    expect(await statuses([sheet])).toEqual(['APPROVED']);
    const relock = await call('PUT', `/api/timesheets/${sheet}/status`, { status: 'LOCKED' });
    expect(relock.statusCode).toBe(200);
  });

  test('an e-mail of it going out counts as sent; a failed one does not', async () => {
    const failed = await createInvoice(t, acme.employer, invoiceBody(globex));
    const going = await createInvoice(t, acme.employer, invoiceBody(globex));
    for (const [id, delivery] of [
      [failed.id, 'failed: mailbox unavailable'],
      [going.id, 'sending'],
    ] as const) {
      await t.db.query(
        `INSERT INTO invoice_mails (corp_id, invoice_id, kind, step, to_address, delivery)
         VALUES ($1, $2, 'scheduled', 0, 'pat@globex.example', $3)`,
        [acme.corpId, id, delivery],
      );
    }
    expect((await cancel(failed.id)).json().message).toBe(NOT_SENT_DELETE);
    expect((await call('DELETE', `/api/invoices/${going.id}`)).json().message).toBe(
      SENT_NOT_DELETED,
    );
    expect((await cancel(going.id)).statusCode).toBe(200);
  });
});

describe('what a sent or cancelled invoice refuses', () => {
  test('deleting a sent invoice is a 409 pointing to Cancel, and nothing changes', async () => {
    const { sheets, invoice } = await invoiceOfTwoWeeks(true);
    const before = await snapshot();
    const res = await call('DELETE', `/api/invoices/${invoice.id}`);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { error: 'conflict', message: SENT_NOT_DELETED },
    ]);
    expect(await snapshot()).toBe(before);
    expect(await statuses(sheets)).toEqual(['LOCKED', 'LOCKED']);
  });

  test('a cancelled invoice is no longer edited, sent, paid, cancelled or deleted', async () => {
    const { invoice } = await invoiceOfTwoWeeks(true);
    const cancelled = (await cancel(invoice.id)).json() as InvoiceJson;
    const before = await snapshot();
    const refused = [
      await call('PUT', `/api/invoices/${invoice.id}`, {
        ...cancelled,
        dueDate: '2099-12-31',
        corpId: acme.corpId,
      }),
      await call('PUT', `/api/invoices/${invoice.id}/remind`),
      await call('PUT', `/api/invoices/${invoice.id}/paid`),
      await cancel(invoice.id),
      await call('DELETE', `/api/invoices/${invoice.id}`),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual([
      [409, 'A cancelled invoice can no longer change.'],
      [409, 'Only a pending or overdue invoice can be sent.'],
      [409, 'A cancelled invoice can no longer change.'],
      [409, 'A cancelled invoice can no longer change.'],
      [409, CANCELLED_KEPT],
    ]);
    expect(await snapshot()).toBe(before);
  });

  test('an unsent invoice is deleted, not cancelled; a paid one neither', async () => {
    const unsent = await createInvoice(t, acme.employer, invoiceBody(globex));
    const paid = await createInvoice(t, acme.employer, invoiceBody(globex, { status: 'Paid' }));
    await markSent(paid.id);
    const before = await snapshot();
    expect((await cancel(unsent.id)).json()).toEqual({
      error: 'conflict',
      message: NOT_SENT_DELETE,
    });
    expect((await cancel(paid.id)).json()).toEqual({
      error: 'conflict',
      message: 'A paid invoice can no longer change.',
    });
    expect(await snapshot()).toBe(before);
    expect((await cancel(987654)).statusCode).toBe(404);
  });

  test('a reason too long or an unknown field is a 400 and changes nothing', async () => {
    const { invoice } = await invoiceOfTwoWeeks(true);
    const before = await snapshot();
    for (const body of [
      { reason: 'x'.repeat(501) },
      { reason: 'ok', status: 'PAID' },
      { reason: 5 },
    ]) {
      expect((await cancel(invoice.id, body)).statusCode).toBe(400);
    }
    expect(await snapshot()).toBe(before);
  });
});

test('saving the form as Cancelled gives the sheets back too', async () => {
  const { sheets, invoice } = await invoiceOfTwoWeeks(false);
  const res = await call('PUT', `/api/invoices/${invoice.id}`, {
    ...invoice,
    status: 'Cancelled',
    corpId: acme.corpId,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 'CANCELLED', number: invoice.number });
  expect(await statuses(sheets)).toEqual(['APPROVED', 'APPROVED']);
  const again = await call('POST', '/api/invoices/from-timesheets', { timesheetIds: sheets });
  expect(again.statusCode).toBe(201);
  // deleting the cancelled one later takes nothing from the new invoice
  expect((await call('DELETE', `/api/invoices/${invoice.id}`)).statusCode).toBe(204);
  expect(await statuses(sheets)).toEqual(['LOCKED', 'LOCKED']);
});

test('deleting an unsent invoice still gives its sheets back', async () => {
  const { sheets, invoice } = await invoiceOfTwoWeeks(false);
  expect((await call('DELETE', `/api/invoices/${invoice.id}`)).statusCode).toBe(204);
  expect(await statuses(sheets)).toEqual(['APPROVED', 'APPROVED']);
});

test('cancel, delete and paid at once on one invoice: one wins, no half state', async () => {
  for (const sent of [true, false]) {
    const { sheets, invoice } = await invoiceOfTwoWeeks(sent);
    const answers = await Promise.all([
      cancel(invoice.id),
      call('DELETE', `/api/invoices/${invoice.id}`),
      call('PUT', `/api/invoices/${invoice.id}/paid`),
      cancel(invoice.id),
    ]);
    const won = answers.filter((r) => r.statusCode < 300);
    expect([sent, won.length]).toEqual([sent, 1]);
    expect(
      answers.every((r) => r.statusCode < 300 || r.statusCode === 409 || r.statusCode === 404),
    ).toBe(true);
    const stored = await t.db.query('SELECT status FROM invoices WHERE id = $1', [invoice.id]);
    const billed = await t.db.query(
      'SELECT count(*)::int AS n FROM billed_periods WHERE invoice_id = $1',
      [invoice.id],
    );
    const status = stored.rows[0]?.status ?? 'DELETED';
    // the sheets are held exactly when the invoice still bills them (paid), else given back
    const held = status === 'PAID';
    expect([status, billed.rows[0].n, await statuses(sheets)]).toEqual([
      status,
      held ? 2 : 0,
      held ? ['LOCKED', 'LOCKED'] : ['APPROVED', 'APPROVED'],
    ]);
  }
});

describe('the documents of a cancelled invoice', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffledger-cancel-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The text of the invoice's PDF as poppler reads it, page by page. */
  async function pdfPages(id: number): Promise<string[]> {
    const res = await call('GET', `/api/invoices/${id}/pdf-db`);
    expect(res.statusCode).toBe(200);
    const file = path.join(dir, `${id}.pdf`);
    fs.writeFileSync(file, res.rawPayload);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout.split('\f').filter((p) => p.trim() !== '');
  }

  test("the PDF and the HTML view say CANCELLED; a pending invoice's do not", async () => {
    const { invoice } = await invoiceOfTwoWeeks(true);
    const pending = await pdfPages(invoice.id);
    expect(pending.join('')).not.toMatch(/CANCELLED|cancelled/);
    expect((await call('GET', `/api/invoices/${invoice.id}/html-view`)).body).not.toContain(
      'CANCELLED',
    );

    expect((await cancel(invoice.id)).statusCode).toBe(200);
    const pages = await pdfPages(invoice.id);
    // the sheets are no longer its, and may change: their annex is left out, the lines stay
    expect([pending.length, pages.length]).toEqual([3, 1]);
    expect(pages[0]).toMatch(
      /Consulting services, C\d+ Smith \(03\/03\/2025 -\s+40.00\s+\$87.35\s+\$3,494.00/,
    );
    expect(pages[0]).toMatch(
      new RegExp(
        `Invoice ${invoice.number}\\s+CANCELLED\\s+This invoice has been cancelled and is not to be paid\\. Its number is kept for the record\\.`,
      ),
    );
    const html = (await call('GET', `/api/invoices/${invoice.id}/html-view`)).body;
    expect(html).toContain(
      '<p class="cancelled"><strong>CANCELLED</strong><br>This invoice has been cancelled and is not to be paid. Its number is kept for the record.</p>',
    );
  });
});
