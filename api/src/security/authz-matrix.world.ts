/**
 * The rows the authorization matrix names: two tenants, A and B, each with a row of every kind,
 * and a second employee of A, made through the API as a super user would (attachments and a
 * password straight in the database, where the API has no shortcut). Every name carries its
 * side's mark, so that an answer holding another side's data is found by text.
 */
import { generateApprovalToken, hashApprovalToken } from '../modules/approval/approval-tokens.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createBilling, billingBody } from '../testing/billings.fixture.js';
import { callApi, PASSWORD, postAsSuper, seedCorp, userToken } from '../testing/fixtures.js';
import { issueGuestCode } from '../testing/guest.fixture.js';
import { createInvoice, invoiceBody, seedVendorWithContact } from '../testing/invoices.fixture.js';
import { multipart, PNG } from '../testing/multipart.js';
import type { TestApp } from '../testing/testApp.js';
import { createTimesheet, weekBody } from '../testing/timesheets.fixture.js';

/** The rows of one side that a request may name. */
export type Side = {
  corp: number;
  vendor: number;
  employee: number;
  sheet: number;
  attachment: number;
  billing: number;
  invoice: number;
  setting: number;
  guestCode: string;
  /** A week of the side's employee waiting for the vendor's approver, and its attachment. */
  waitingSheet: number;
  waitingAttachment: number;
  /** The token of an approval link of the side's vendor. */
  approvalToken: string;
};

export type World = {
  A: Side;
  B: Side;
  /** A's rows, with the employee, timesheet and attachment of A's other employee (no code). */
  other: Side;
  tokens: { super: string; employerA: string; employeeA: string; employerB: string };
};

/** What each side's names hold; no other text of the product contains them. */
export const MARKS = { A: 'alphamark', B: 'bravomark', other: 'othermark' } as const;

/** An id that no table holds. */
export const MISSING_ID = 999_999_999;

/** Well-formed (base64url, 32 characters) and issued to nobody. */
export const UNKNOWN_CODE = 'Zm9yZ2VkLWd1ZXN0LWNvZGUtbm9ib2R5';

/** Well-formed (base64url, 43 characters) and e-mailed to nobody. */
export const UNKNOWN_APPROVAL_TOKEN = 'Zm9yZ2VkLWFwcHJvdmFsLWxpbmstbm9ib2R5LWF0LWFs';

let waitingWeeks = 0;

/** A week of the employee, submitted and waiting for the vendor's approver, with an attachment. */
async function seedWaitingSheet(
  t: TestApp,
  corp: number,
  employee: number,
  vendor: number,
): Promise<Pick<Side, 'waitingSheet' | 'waitingAttachment'>> {
  waitingWeeks += 1;
  const monday = new Date(Date.UTC(2032, 0, 5 + 7 * waitingWeeks));
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const body = weekBody(employee, vendor, {
    periodStartDate: day(monday),
    periodEndDate: day(sunday),
  });
  const { id } = await createTimesheet(t, t.superToken, body, corp);
  await t.db.query(
    `UPDATE timesheets SET status = 'SUBMITTED', awaiting_client = true, client_sent_at = now()
      WHERE id = $1`,
    [id],
  );
  return { waitingSheet: id, waitingAttachment: await seedAttachment(t, id, 'waiting') };
}

/** The vendor's contact made its approver, and a link e-mailed to them; answers the token. */
async function seedApprovalLink(t: TestApp, corp: number, vendor: number) {
  const token = generateApprovalToken();
  const { rows } = await t.db.query<{ email: string; name: string }>(
    `UPDATE vendor_contacts SET is_approver = true WHERE vendor_id = $1
     RETURNING lower(email) AS email, name`,
    [vendor],
  );
  await t.db.query(
    `INSERT INTO approval_links (corp_id, vendor_id, email, contact_name, token_hash, expires_at,
                                 timesheet_ids)
     VALUES ($1, $2, $3, $4, $5, now() + interval '14 days', '{}')`,
    [corp, vendor, rows[0].email, rows[0].name, hashApprovalToken(token)],
  );
  return token;
}

/** An employee of `corpId` (with a sign-in account when `email` is given); answers the id. */
function seedStaffEmployee(t: TestApp, corpId: number, lastName: string, email?: string) {
  return postAsSuper(
    t,
    '/api/employees',
    {
      firstName: 'Matrix',
      lastName,
      designation: 'Developer',
      category: 'W2',
      workAuth: 'Citizen',
      ...(email ? { email, role: 'EMPLOYEE' } : {}),
    },
    corpId,
  );
}

/** A small PDF attached to the timesheet straight in the database; answers its id. */
async function seedAttachment(t: TestApp, sheet: number, mark: string): Promise<number> {
  const { rows } = await t.db.query(
    `INSERT INTO timesheet_attachments (corp_id, timesheet_id, filename, content_type,
                                        size_bytes, content)
     SELECT corp_id, id, $2, 'application/pdf', 4, '\\x25504446' FROM timesheets WHERE id = $1
     RETURNING id`,
    [sheet, `week-${mark}.pdf`],
  );
  return Number(rows[0].id);
}

/** A Pending invoice of the side's vendor; answers its id. */
async function seedInvoice(t: TestApp, side: Pick<Side, 'corp' | 'vendor'>) {
  return (await createInvoice(t, t.superToken, invoiceBody(side.vendor), side.corp)).id;
}

export type FreshKind = 'employee' | 'invoice' | 'attachment' | 'waitingSheet';

/** A row of `kind` made for one request alone, on the side of `rows`: the fields it replaces. */
export async function issueFresh(t: TestApp, rows: Side, kind: FreshKind): Promise<Partial<Side>> {
  if (kind === 'invoice') return { invoice: await seedInvoice(t, rows) };
  if (kind === 'attachment') return { attachment: await seedAttachment(t, rows.sheet, 'fresh') };
  if (kind === 'waitingSheet') {
    return seedWaitingSheet(t, rows.corp, rows.employee, rows.vendor);
  }
  const employee = await seedStaffEmployee(t, rows.corp, 'Fresh');
  return { employee, guestCode: await issueGuestCode(t, rows.corp, employee) };
}

async function uploadLogo(t: TestApp, corpId: number) {
  const body = multipart([{ field: 'logo', filename: 'logo.png', type: 'image/png', data: PNG }]);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/corps/${corpId}/logo`,
    headers: { ...t.auth(t.superToken), 'content-type': body.contentType },
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`logo not saved: ${res.statusCode} ${res.body}`);
}

async function firstSetting(t: TestApp, corpId: number): Promise<number> {
  const res = await callApi(t, 'GET', '/api/admin?limit=1', t.superToken, undefined, corpId);
  if (res.statusCode !== 200) throw new Error(`no settings: ${res.statusCode} ${res.body}`);
  return res.json()[0].id;
}

/** A Pending week of the employee, with one attachment. */
async function seedSheet(t: TestApp, corp: number, employee: number, vendor: number, mark: string) {
  const sheet = (await createTimesheet(t, t.superToken, weekBody(employee, vendor), corp)).id;
  return { sheet, attachment: await seedAttachment(t, sheet, mark) };
}

async function seedSide(t: TestApp, mark: string): Promise<Side> {
  const corp = await seedCorp(t, `Corp ${mark}`);
  const vendor = await seedVendorWithContact(t, corp, `Vendor ${mark}`, `billing@${mark}.example`);
  const employee = await seedStaffEmployee(t, corp, mark, `staff@${mark}.example`);
  const { sheet, attachment } = await seedSheet(t, corp, employee, vendor, mark);
  const billing = (await createBilling(t, t.superToken, billingBody(employee, vendor), corp)).id;
  await uploadLogo(t, corp);
  return {
    corp,
    vendor,
    employee,
    sheet,
    attachment,
    billing,
    invoice: await seedInvoice(t, { corp, vendor }),
    setting: await firstSetting(t, corp),
    guestCode: await issueGuestCode(t, corp, employee),
    ...(await seedWaitingSheet(t, corp, employee, vendor)),
    approvalToken: await seedApprovalLink(t, corp, vendor),
  };
}

/** Tenants A and B, A's second employee, and the tokens of the signed-in actors. */
export async function seedWorld(t: TestApp): Promise<World> {
  const A = await seedSide(t, MARKS.A);
  const B = await seedSide(t, MARKS.B);
  const colleague = await seedStaffEmployee(t, A.corp, MARKS.other);
  const colleagueSheet = await seedSheet(t, A.corp, colleague, A.vendor, MARKS.other);
  const other = {
    ...A,
    employee: colleague,
    ...colleagueSheet,
    guestCode: UNKNOWN_CODE,
    ...(await seedWaitingSheet(t, A.corp, colleague, A.vendor)),
  };

  // employee A's account exists from the employee's e-mail; the matrix signs in with it
  await t.db.query('UPDATE users SET password_hash = $2 WHERE employee_id = $1', [
    A.employee,
    await hashPassword(PASSWORD),
  ]);
  return {
    A,
    B,
    other,
    tokens: {
      super: t.superToken,
      employerA: await userToken(t, A.corp, 'employer', 'boss@a.example'),
      employeeA: await t.login(`staff@${MARKS.A}.example`, PASSWORD),
      employerB: await userToken(t, B.corp, 'employer', 'boss@b.example'),
    },
  };
}
