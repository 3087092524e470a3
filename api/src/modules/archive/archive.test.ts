import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMPLOYEE_EXPORT, INVOICE_EXPORT, VENDOR_EXPORT } from '@staffledger/contracts';
import { readXlsx, unzip } from '@staffledger/contracts/testing';
import { seedPlacement, seedSignedInEmployee, twoTenants } from '../../testing/fixtures.js';
import { createInvoice, invoiceBody } from '../../testing/invoices.fixture.js';
import { createTimesheet, weekBody } from '../../testing/timesheets.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { openTransactions } from '../../testing/transactions.js';
import type { Manifest } from './archive.write.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;
let employerB: string;
let invoiceNumber: string;
let timesheetId: number;
const attachment = randomBytes(3000);
// a PNG's signature and a header: the logo is stored as it is, whatever it shows
const logo = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(64)]);

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA, employerB } = await twoTenants(t));
  const { employeeId, vendorId } = await seedPlacement(t, corpA);
  await seedPlacement(t, corpB);
  const sheet = await createTimesheet(t, t.superToken, weekBody(employeeId, vendorId), corpA);
  timesheetId = sheet.id;
  await t.db.query(
    `INSERT INTO timesheet_attachments (corp_id, timesheet_id, filename, content_type, size_bytes,
                                        content)
     VALUES ($1, $2, '../week 10.pdf', 'application/pdf', $3, $4)`,
    [corpA, timesheetId, attachment.length, attachment],
  );
  await t.db.query(
    `INSERT INTO corp_logos (corp_id, content_type, size, data) VALUES ($1, 'image/png', $2, $3)`,
    [corpA, logo.length, logo],
  );
  invoiceNumber = (await createInvoice(t, t.superToken, invoiceBody(vendorId), corpA)).number;
});

afterAll(async () => {
  await t?.close();
});

const archiveOf = (corpId: number, token = t.superToken) =>
  t.app.inject({ url: `/api/corps/${corpId}/archive`, headers: t.auth(token) });

const count = async (table: string, corpId = corpA) =>
  Number(
    (await t.db.query(`SELECT count(*) AS n FROM ${table} WHERE corp_id = $1`, [corpId])).rows[0].n,
  );

describe('the archive of a corporation', () => {
  let files: Map<string, Uint8Array>;
  let manifest: Manifest;

  beforeAll(async () => {
    const res = await archiveOf(corpA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="Acme Staffing-export.zip"');
    files = unzip(res.rawPayload);
    manifest = JSON.parse(Buffer.from(files.get('manifest.json')!).toString());
  });

  test('holds a spreadsheet per resource, every file, and the manifest', () => {
    expect([...files.keys()].sort()).toEqual(
      [
        'corporations.xlsx',
        'vendors.xlsx',
        'employees.xlsx',
        'billings.xlsx',
        'timesheets.xlsx',
        'timesheet-items.xlsx',
        'invoices.xlsx',
        'admin-settings.xlsx',
        'logo.png',
        // the uploaded name's folder is no folder of the archive
        `attachments/${timesheetId}/${[...files.keys()].find((f) => f.startsWith('attachments/'))!.split('/')[2]}`,
        `invoices/${invoiceNumber}.pdf`,
        'manifest.json',
      ].sort(),
    );
    expect([...files.keys()].find((f) => f.startsWith('attachments/'))).toMatch(
      new RegExp(`^attachments/${timesheetId}/\\d+-\\.\\.-week 10\\.pdf$`),
    );
  });

  test('the manifest counts what the tables hold, and what the archive holds', async () => {
    expect(manifest.corporation).toEqual({ id: corpA, name: 'Acme Staffing' });
    expect(manifest.madeBy).toBe('admin');
    expect(manifest.product.newestMigration).toMatch(/^\d{3}_/);
    expect(manifest.rows).toEqual({
      corporations: 1,
      vendors: await count('vendors'),
      employees: await count('employees'),
      billings: await count('billings'),
      timesheets: await count('timesheets'),
      'timesheet-items': await count('timesheet_items'),
      invoices: await count('invoices'),
      'admin-settings': await count('admin_settings'),
    });
    expect(manifest.rows['timesheet-items']).toBe(7);
    expect(manifest.files).toEqual({
      logo: { count: 1, bytes: logo.length },
      attachments: { count: 1, bytes: attachment.length },
      invoicePdfs: { count: 1, bytes: files.get(`invoices/${invoiceNumber}.pdf`)!.length },
    });
    const others = [...files].filter(([name]) => name !== 'manifest.json');
    expect(manifest.totalBytes).toBe(others.reduce((sum, [, data]) => sum + data.length, 0));
  });

  test('each spreadsheet has the columns of its list’s Download Excel, and its rows', () => {
    const vendors = readXlsx(files.get('vendors.xlsx')!);
    expect(vendors.sheet).toBe('Vendors');
    expect(vendors.rows[0]).toEqual(VENDOR_EXPORT.map((c) => c.label));
    expect(vendors.rows).toHaveLength(1 + manifest.rows.vendors);
    expect(readXlsx(files.get('employees.xlsx')!).rows[0]).toEqual(
      EMPLOYEE_EXPORT.map((c) => c.label),
    );
    const invoices = readXlsx(files.get('invoices.xlsx')!);
    expect(invoices.rows[0]).toEqual(INVOICE_EXPORT.map((c) => c.label));
    // the amount is a number with the money format, as Download Excel writes it
    expect(invoices.rows[1]).toEqual(
      expect.arrayContaining([invoiceNumber, { t: 'n', v: 1330, z: '"$"#,##0.00' }]),
    );
    const items = readXlsx(files.get('timesheet-items.xlsx')!);
    expect(items.rows.slice(1).every((r) => r[0] === timesheetId)).toBe(true);
    expect(readXlsx(files.get('corporations.xlsx')!).rows[1][0]).toBe('Acme Staffing');
  });

  test('a file is its bytes; an invoice is its PDF', () => {
    const stored = [...files].find(([name]) => name.startsWith('attachments/'))![1];
    expect(Buffer.from(stored).equals(attachment)).toBe(true);
    expect(Buffer.from(files.get('logo.png')!).equals(logo)).toBe(true);
    expect(
      Buffer.from(files.get(`invoices/${invoiceNumber}.pdf`)!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test('holds nothing of another corporation', () => {
    const vendors = readXlsx(files.get('vendors.xlsx')!).rows.flat();
    expect(vendors.some((v) => typeof v === 'string' && v.startsWith('Client 2'))).toBe(false);
  });
});

test('an employer downloads their own corporation only; another’s is a 404, as a missing one', async () => {
  expect((await archiveOf(corpA, employerA)).statusCode).toBe(200);
  const res = await archiveOf(corpA, employerB);
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe('Corporation not found.');
  expect((await archiveOf(999_999)).statusCode).toBe(404);
});

test('an employee may not download their corporation', async () => {
  const { token } = await seedSignedInEmployee(t, corpA, { firstName: 'Emma' });
  expect((await archiveOf(corpA, token)).statusCode).toBe(403);
});

test('a corporation held by a deletion is a 409, and nothing is sent', async () => {
  const client = await t.db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT 1 FROM corporations WHERE id = $1 FOR UPDATE', [corpA]);
    const res = await archiveOf(corpA);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/being deleted or changed/);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
});

describe('while it streams', () => {
  /** Whether another connection can take the lock a deletion takes. */
  async function deletionCanLock(): Promise<boolean> {
    const client = await t.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT 1 FROM corporations WHERE id = $1 FOR UPDATE NOWAIT', [corpA]);
      return true;
    } catch (err) {
      if ((err as { code?: string }).code === '55P03') return false;
      throw err;
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }

  beforeAll(async () => {
    // more than the sockets between the server and a client that stops reading can hold
    const big = randomBytes(24 * 1024 * 1024);
    await t.db.query(
      `INSERT INTO timesheet_attachments (corp_id, timesheet_id, filename, content_type,
                                          size_bytes, content)
       VALUES ($1, $2, 'big.pdf', 'application/pdf', $3, $4)`,
      [corpA, timesheetId, big.length, big],
    );
  });

  test('the corporation is held against deletion, and a download cut off lets it go', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { rows } = await t.db.query('SELECT name FROM corporations WHERE id = $1', [corpA]);
    const deleteCorp = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/corps/${corpA}`,
        headers: t.auth(t.superToken),
        payload: { name: rows[0].name },
      });
    const seen = { lockedWhileReading: true, deleteWhileReading: 0, transactions: 0 };
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          path: `/api/corps/${corpA}/archive`,
          headers: t.auth(t.superToken),
        },
        (res) => {
          res.once('data', () => {
            // a reader that stops: the server waits for it, its snapshot open
            res.pause();
            setTimeout(() => {
              void (async () => {
                seen.lockedWhileReading = !(await deletionCanLock());
                // the super user's Delete, as the screen sends it, is refused while it streams
                seen.deleteWhileReading = (await deleteCorp()).statusCode;
                seen.transactions = await openTransactions(t);
                req.destroy();
                resolve();
              })().catch(reject);
            }, 300);
          });
        },
      );
      req.on('error', (err) => (err.message.includes('socket hang up') ? resolve() : reject(err)));
      req.end();
    });
    expect(seen).toEqual({ lockedWhileReading: true, deleteWhileReading: 409, transactions: 1 });
    expect(await count('invoices')).toBeGreaterThan(0);
    for (let i = 0; i < 50 && (await openTransactions(t)) > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await openTransactions(t)).toBe(0);
    expect(await deletionCanLock()).toBe(true);
    // the connection went back to the pool: another archive is served whole
    expect((await archiveOf(corpA)).statusCode).toBe(200);
  }, 60_000);
});
