/**
 * The rows a generated test runs against, made through the API as a user would: two corporations
 * with an employer each, vendors, employees (one signed in, one with a guest code), billings,
 * timesheets with their items and attachments, invoices, settings and a logo. Their ids are the
 * real ids that generated requests mix in, so that handlers run for real (another tenant's ids
 * too).
 */
import { billingBody, createBilling } from '../billings.fixture.js';
import { callApi, seedEmployee, seedSignedInEmployee, twoTenants } from '../fixtures.js';
import { issueGuestCode, seedWeek } from '../guest.fixture.js';
import { createInvoice, invoiceBody, seedVendorWithContact } from '../invoices.fixture.js';
import { multipart, pdfOfSize, PNG } from '../multipart.js';
import type { TestApp } from '../testApp.js';
import type { IdKind } from './field-kinds.js';
import type { IdPools } from './plausible.js';

export type World = {
  t: TestApp;
  corpA: number;
  corpB: number;
  employerA: string;
  vendorA: number;
  employee: { id: number; token: string };
  guest: { employeeId: number; code: string; timesheetId: number; attachmentId: number };
  ids: IdPools;
  /** The item ids of each seeded timesheet. */
  itemsOf: Map<number, number[]>;
};

/** A small readable PDF that is always the same bytes (an upload's content is checked, not its name). */
export const SMALL_PDF = pdfOfSize(400);

export async function upload(
  t: TestApp,
  url: string,
  field: string,
  file: { filename: string; data: Buffer },
  headers: Record<string, string>,
) {
  const body = multipart([{ field, filename: file.filename, data: file.data }]);
  const res = await t.app.inject({
    method: url.endsWith('/logo') ? 'PUT' : 'POST',
    url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  if (res.statusCode >= 300) throw new Error(`upload ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function itemIds(t: TestApp, corpId: number, timesheetId: number): Promise<number[]> {
  const url = `/api/timesheets/${timesheetId}/items`;
  const res = await callApi(t, 'GET', url, t.superToken, undefined, corpId);
  return (res.json() as { id: number }[]).map((i) => i.id);
}

async function settingIds(t: TestApp, corpId: number): Promise<number[]> {
  const res = await callApi(t, 'GET', '/api/admin?limit=3', t.superToken, undefined, corpId);
  return (res.json() as { id: number }[]).map((s) => s.id);
}

export async function seedWorld(t: TestApp): Promise<World> {
  const { corpA, corpB, employerA } = await twoTenants(t);
  const vendorA = await seedVendorWithContact(t, corpA, 'Acme Client', 'ap@acme.example');
  const vendorB = await seedVendorWithContact(t, corpB, 'Bravo Client', 'ap@bravo.example');
  const employee = await seedSignedInEmployee(t, corpA, { firstName: 'Erin' });
  const guestId = await seedEmployee(t, corpA, { firstName: 'Gina' });
  const employeeB = await seedEmployee(t, corpB, { firstName: 'Bob' });
  const billingA = await createBilling(t, employerA, billingBody(employee.id, vendorA));
  const billingB = await createBilling(t, t.superToken, billingBody(employeeB, vendorB), corpB);
  const sheetA = await seedWeek(t, corpA, employee.id, vendorA, '2025-03-03');
  const guestSheet = await seedWeek(t, corpA, guestId, vendorA, '2025-03-10');
  const sheetB = await seedWeek(t, corpB, employeeB, vendorB, '2025-03-03');
  const code = await issueGuestCode(t, corpA, guestId);
  const superA = t.auth(t.superToken, corpA);
  const pdf = { filename: 'week.pdf', data: SMALL_PDF };
  const [attA] = await upload(t, `/api/timesheets/${sheetA.id}/attachments`, 'file', pdf, superA);
  const [attG] = await upload(
    t,
    `/api/guest/${code}/ts/${guestSheet.id}/attachments`,
    'file',
    pdf,
    {},
  );
  await upload(t, `/api/corps/${corpA}/logo`, 'logo', { filename: 'logo.png', data: PNG }, superA);
  const invoiceA = await createInvoice(t, employerA, invoiceBody(vendorA));
  const invoiceB = await createInvoice(t, t.superToken, invoiceBody(vendorB), corpB);

  const sheets: [number, number][] = [
    [corpA, sheetA.id],
    [corpA, guestSheet.id],
    [corpB, sheetB.id],
  ];
  const itemsOf = new Map<number, number[]>();
  for (const [corpId, id] of sheets) itemsOf.set(id, await itemIds(t, corpId, id));
  const ids: Record<IdKind, number[]> = {
    corp: [corpA, corpB],
    vendor: [vendorA, vendorB],
    employee: [employee.id, guestId, employeeB],
    timesheet: sheets.map(([, id]) => id),
    item: [...itemsOf.values()].flat(),
    attachment: [attA.id, attG.id],
    billing: [billingA.id, billingB.id],
    invoice: [invoiceA.id, invoiceB.id],
    setting: [...(await settingIds(t, corpA)), ...(await settingIds(t, corpB))],
  };
  return {
    t,
    corpA,
    corpB,
    employerA,
    vendorA,
    employee,
    guest: { employeeId: guestId, code, timesheetId: guestSheet.id, attachmentId: attG.id },
    ids,
    itemsOf,
  };
}
