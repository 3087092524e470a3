/**
 * A valid request for every route with a JSON body, as its screen sends it (every field the form
 * sends, read-only echoes included), on rows of its own: the strict-body tests make one field of
 * it wrong at a time, so that the wrong field is the only fault, and then send it as it is to show
 * that it was valid. The fuzzer starts from the same bodies.
 */
import {
  generateApprovalToken,
  hashApprovalToken,
} from '../../modules/approval/approval-tokens.js';
import { billingBody, createBilling } from '../billings.fixture.js';
import { callApi, PASSWORD, postAsSuper, seedEmployee, seedUser, seedVendor } from '../fixtures.js';
import { issueGuestCode, seedWeek } from '../guest.fixture.js';
import { createInvoice, invoiceBody } from '../invoices.fixture.js';
import { forceStatus, insertAttachment, weekBody } from '../timesheets.fixture.js';
import type { World } from './world.js';

export type BaseRequest = {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  remoteAddress?: string;
};

const LOADED = '2025-03-10T12:00:00.000Z';

const corpBody = (name: string) => ({
  name,
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'USA',
  status: 'ACTIVE',
  startDate: '2025-03-03',
  website: 'https://strict.example',
  contacts: [{ name: 'Pat Owner', role: 'Owner', email: 'pat@strict.example', phone: '555-0100' }],
  hasLogo: false,
  updateDate: LOADED,
});

const vendorBody = (name: string, corpId: number) => ({
  name,
  address: '2 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  status: 'ACTIVE',
  startDate: '2025-03-03',
  invoiced: false,
  contacts: [
    {
      name: 'Ada Payable',
      role: 'AP',
      email: 'ap@strict.example',
      phone: '555-0110',
      isPrimary: true,
    },
  ],
  updateDate: LOADED,
  corpId: String(corpId),
});

const employeeBody = (email: string, corpId: number) => ({
  firstName: 'Sam',
  middleName: 'Q',
  lastName: 'Strict',
  designation: 'Developer',
  role: 'EMPLOYEE',
  status: 'ACTIVE',
  startDate: '2025-03-03',
  endDate: '2025-12-31',
  email,
  phone: '555-0101',
  guestCode: '',
  workAuth: 'Citizen',
  category: 'W2',
  spouseName: 'Alex',
  childrenCount: 2,
  emergencyContact: 'Alex, 555-0102',
  contacts: [
    {
      type: 'PHONE',
      value: '555-0103',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      priority: 1,
      additionalNotes: 'Evenings',
    },
  ],
  fullName: 'Sam Q Strict',
  canSignIn: false,
  updateDate: LOADED,
  guestCodeSince: null,
  corpId: String(corpId),
});

type Item = { id: number; calendarDate: string; dayOfWeek: string; type: string };

/** A week's items as the items screen sends them back: 8 hours and a comment on each workday. */
async function filledWeek(w: World, sheetId: number) {
  const res = await callApi(
    w.t,
    'GET',
    `/api/timesheets/${sheetId}/items`,
    w.t.superToken,
    undefined,
    w.corpA,
  );
  return (res.json() as Item[]).map((i) => {
    const hours = i.type === 'HOLIDAY' ? 0 : 8;
    return {
      id: i.id,
      type: i.type,
      hoursWorked: hours,
      extraHours: 0,
      comment: i.type === 'HOLIDAY' ? null : 'Client work',
      calendarDate: i.calendarDate,
      dayOfWeek: i.dayOfWeek,
      totalHours: hours,
    };
  });
}

/** Every route's valid request, by 'METHOD /path' of the OpenAPI document. */
export async function baseRequests(w: World): Promise<Record<string, BaseRequest>> {
  const { t, corpA, vendorA } = w;
  const staff = t.auth(t.superToken, corpA);
  const put = (url: string, body: unknown) => ({ url, headers: staff, body });
  const corpId = await postAsSuper(t, '/api/corps', { name: 'Strict Replace' });
  // deleted by the first request sent as it is: a corporation of its own, that no other base names
  const doomedId = await postAsSuper(t, '/api/corps', { name: 'Strict Doomed' });
  const settingId = await postAsSuper(
    t,
    '/api/admin',
    { category: 'CUSTOM', feature: 'strictPut', value: 'on' },
    corpA,
  );
  const pwdUser = 'strict-pwd@example.com';
  await seedUser(t, corpA, 'employer', pwdUser);
  const sam = await postAsSuper(
    t,
    '/api/employees',
    employeeBody('sam.put@example.com', corpA),
    corpA,
  );
  const mailed = await postAsSuper(
    t,
    '/api/employees',
    employeeBody('sam.mail@example.com', corpA),
    corpA,
  );
  const mailCode = await issueGuestCode(t, corpA, mailed);
  const vendorId = await seedVendor(t, corpA, vendorBody('Strict Replace Vendor', corpA));
  const worker = await seedEmployee(t, corpA, { firstName: 'Wes' });
  const sheet = (monday: string) => seedWeek(t, corpA, worker, vendorA, monday).then((s) => s.id);
  const replaced = await sheet('2025-03-03');
  const moved = await sheet('2025-03-10');
  const saved = await sheet('2025-03-17');
  const submitted = await sheet('2025-03-24');
  await forceStatus(t, moved, 'SUBMITTED');
  await insertAttachment(t, corpA, submitted);
  const guest = await seedEmployee(t, corpA, { firstName: 'Gus' });
  const guestSave = (await seedWeek(t, corpA, guest, vendorA, '2025-03-03')).id;
  const guestSubmit = (await seedWeek(t, corpA, guest, vendorA, '2025-03-10')).id;
  await insertAttachment(t, corpA, guestSubmit);
  const code = await issueGuestCode(t, corpA, guest);
  const billed = await seedEmployee(t, corpA, { firstName: 'Bea' });
  await createBilling(t, w.employerA, billingBody(billed, vendorA));
  const approved = (await seedWeek(t, corpA, billed, vendorA, '2025-03-03')).id;
  await forceStatus(t, approved, 'APPROVED');
  const billing = billingBody(worker, vendorA, {
    endDate: '2025-12-31',
    notes: 'Net 30',
    employeeName: 'Wes Smith',
    vendorName: 'Acme Client',
    updateDate: LOADED,
    corpId: String(corpA),
  });
  const billingId = (await createBilling(t, w.employerA, billing)).id;
  const invoice = invoiceBody(vendorA, {
    amount: 1330,
    number: '',
    customer: 'Acme Client',
    sent: false,
    timesheetId: null,
    updateDate: LOADED,
    corpId: String(corpA),
    items: [
      { id: null, description: 'Consulting, week 10', quantity: 10, price: 125, amount: 1250 },
      { description: 'Travel', quantity: 1.5, price: 53.33, amount: 80 },
    ],
  });
  const invoiced = await createInvoice(t, w.employerA, invoice);
  const timesheet = weekBody(worker, vendorA, {
    status: 'PENDING',
    totalHours: 0,
    employeeName: 'Wes Smith',
    vendorName: 'Acme Client',
    updateDate: LOADED,
  });
  // weeks waiting for the approver of a vendor of A, and the link e-mailed to them
  const approvalVendor = await seedVendor(t, corpA, {
    name: 'Strict Approval Vendor',
    contacts: [{ name: 'Ada Approver', email: 'ada@client.example', isApprover: true }],
  });
  const waiting = async (monday: string) => {
    const id = (await seedWeek(t, corpA, worker, approvalVendor, monday)).id;
    await t.db.query(
      `UPDATE timesheets SET status = 'SUBMITTED', awaiting_client = true, client_sent_at = now()
        WHERE id = $1`,
      [id],
    );
    return id;
  };
  const toReject = await waiting('2025-05-05');
  const toApprove = await waiting('2025-05-12');
  const approvalToken = generateApprovalToken();
  await t.db.query(
    `INSERT INTO approval_links (corp_id, vendor_id, email, contact_name, token_hash, expires_at,
                                 timesheet_ids)
     VALUES ($1, $2, 'ada@client.example', 'Ada Approver', $3, now() + interval '1 day', '{}')`,
    [corpA, approvalVendor, hashApprovalToken(approvalToken)],
  );
  const approvalRequest = (path: string, body: unknown) => ({
    url: `/api/approval/${approvalToken}${path}`,
    headers: {},
    body,
    remoteAddress: '127.0.0.4',
  });
  const guestRequest = async (id: number, path: string) => ({
    url: `/api/guest/${code}/ts/${id}/items/${path}`,
    headers: {},
    body: await filledWeek(w, id),
    remoteAddress: '127.0.0.3',
  });

  return {
    'POST /api/user/resetPwd': {
      url: '/api/user/resetPwd',
      headers: {},
      body: { userName: 'nobody@example.com' },
    },
    'POST /api/user/changePwd': {
      url: '/api/user/changePwd',
      headers: {},
      body: {
        userName: pwdUser,
        oldPassword: PASSWORD,
        newPassword: 'Strict-New-Passw0rd!',
        resetCode: '',
      },
    },
    'POST /api/corps': { url: '/api/corps', headers: staff, body: corpBody('Strict New') },
    'DELETE /api/corps/{id}': put(`/api/corps/${doomedId}`, { name: 'Strict Doomed' }),
    'PUT /api/corps/{id}': put(`/api/corps/${corpId}`, {
      ...corpBody('Strict Replace'),
      id: corpId,
    }),
    'POST /api/admin': put('/api/admin', {
      category: 'CUSTOM',
      feature: 'strictPost',
      description: 'A setting of the strict tests',
      value: 'on',
      corpId: String(corpA),
      updateDate: LOADED,
    }),
    'PUT /api/admin/{id}': put(`/api/admin/${settingId}`, {
      id: settingId,
      category: 'CUSTOM',
      feature: 'strictPut',
      description: '',
      value: 'off',
      corpId: String(corpA),
      updateDate: LOADED,
    }),
    'POST /api/employees': put('/api/employees', employeeBody('sam.new@example.com', corpA)),
    'PUT /api/employees/{id}': put(`/api/employees/${sam}`, {
      ...employeeBody('sam.put@example.com', corpA),
      id: sam,
    }),
    'POST /api/employees/{id}/guest-code/email': put(`/api/employees/${mailed}/guest-code/email`, {
      guestCode: mailCode,
    }),
    'POST /api/vendors': put('/api/vendors', vendorBody('Strict New Vendor', corpA)),
    'PUT /api/vendors/{id}': put(`/api/vendors/${vendorId}`, {
      ...vendorBody('Strict Replace Vendor', corpA),
      id: vendorId,
    }),
    'POST /api/timesheets': put('/api/timesheets', {
      ...timesheet,
      periodStartDate: '2025-04-07',
      periodEndDate: '2025-04-13',
    }),
    'PUT /api/timesheets/{id}': put(`/api/timesheets/${replaced}`, { ...timesheet, id: replaced }),
    'PUT /api/timesheets/{id}/status': put(`/api/timesheets/${moved}/status`, {
      status: 'APPROVED',
    }),
    'PUT /api/timesheets/{id}/items/save': put(
      `/api/timesheets/${saved}/items/save`,
      await filledWeek(w, saved),
    ),
    'PUT /api/timesheets/{id}/items/submit': put(
      `/api/timesheets/${submitted}/items/submit`,
      await filledWeek(w, submitted),
    ),
    'PUT /api/guest/{code}/ts/{id}/items/save': await guestRequest(guestSave, 'save'),
    'PUT /api/guest/{code}/ts/{id}/items/submit': await guestRequest(guestSubmit, 'submit'),
    'POST /api/approval/{token}/ts/{id}/reject': approvalRequest(`/ts/${toReject}/reject`, {
      reason: 'Not these hours',
    }),
    'POST /api/approval/{token}/approve-all': approvalRequest('/approve-all', { ids: [toApprove] }),
    'POST /api/billing': put('/api/billing', billing),
    'PUT /api/billing/{id}': put(`/api/billing/${billingId}`, { ...billing, id: billingId }),
    'POST /api/invoices': put('/api/invoices', invoice),
    'POST /api/invoices/from-timesheets': put('/api/invoices/from-timesheets', {
      timesheetIds: [approved],
    }),
    'PUT /api/invoices/{id}': put(`/api/invoices/${invoiced.id}`, {
      ...invoice,
      id: invoiced.id,
      number: invoiced.number,
      items: invoice.items.map((item, i) => ({ ...item, id: invoiced.items[i].id })),
    }),
  };
}
