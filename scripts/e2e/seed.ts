/** Records made through the API, as the super user, before a browser test walks the screens. */
import { apiPost, apiSend, apiToken, setPassword } from './browser';

/** A vendor's billing contact: the primary contact, who receives the invoices. */
export type Payable = { name: string; role: string; email: string };

export type VendorSeed = { name: string; payable?: Payable } & Record<string, unknown>;

export type EmployeeSeed = {
  firstName: string;
  lastName: string;
  designation: string;
} & Record<string, unknown>;

export type Seeder = {
  /** The super user's token. */
  token: string;
  /** The corporation the records go into: the last one `corporation` made. */
  corpId: () => number;
  /** A new corporation, which the records made after it go into; its id. */
  corporation: (name: string) => Promise<number>;
  /** An active, invoiced vendor (unless the seed says otherwise); its id. */
  vendor: (seed: VendorSeed) => Promise<number>;
  /** An active W2 employee with no sign-in account (unless the seed says otherwise); its id. */
  employee: (seed: EmployeeSeed) => Promise<number>;
  /**
   * An employee who signs in: the account `user` (its user name is the e-mail; Access Level
   * `seed.role`, employee by default), its password set as a new employee sets it; its id.
   */
  employeeWithAccount: (
    seed: EmployeeSeed,
    user: { username: string; password: string },
  ) => Promise<number>;
  /** A new guest code of the employee, as staff generate it: the code and its link. */
  guestCode: (employeeId: number) => Promise<{ guestCode: string; guestLink: string }>;
  /** Any other record of the corporation: a billing, a timesheet. */
  post: (path: string, body: unknown) => Promise<{ id: number }>;
  /** Any call in the corporation, as the super user: its JSON answer. */
  send: (method: string, path: string, body?: unknown) => Promise<unknown>;
  /** A Pending timesheet of the employee at the vendor for the week from `monday`; its id. */
  week: (
    employeeId: number,
    vendorId: number,
    monday: string,
    billingCode: string,
  ) => Promise<number>;
  /** Uploads a small PDF, week.pdf, to a timesheet: what a billable week needs to be submitted. */
  attachPdf: (timesheetId: number) => Promise<void>;
  /** Fills each working day with 8 hours and `comment`, attaches the PDF and submits the sheet. */
  submitWeek: (timesheetId: number, comment: string) => Promise<void>;
};

/** The smallest readable PDF, one Letter page: the product reads a PDF's pages before it keeps it. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n' +
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n' +
    'xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n' +
    '0000000101 00000 n \ntrailer<</Size 4/Root 1 0 R>>\nstartxref\n164\n%%EOF\n',
);

/**
 * Uploads TINY_PDF as `week.pdf` to a timesheet, as the user of `token` (staff name the
 * corporation they work in, an employee has one); fails unless the API answers 201.
 */
export async function uploadPdf(
  baseUrl: string,
  token: string,
  timesheetId: number,
  corpId?: number,
): Promise<void> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(TINY_PDF)], { type: 'application/pdf' }),
    'week.pdf',
  );
  const res = await fetch(`${baseUrl}/api/timesheets/${timesheetId}/attachments`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(corpId === undefined ? {} : { 'X-Corp-ID': String(corpId) }),
    },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
}

export async function seeder(baseUrl: string): Promise<Seeder> {
  const token = await apiToken(baseUrl);
  let corpId: number | undefined;
  const post = async (path: string, body: unknown) =>
    (await apiPost(baseUrl, token, path, body, corpId)) as { id: number };
  const employee = async (seed: EmployeeSeed) => {
    const defaults = { category: 'W2', workAuth: 'Citizen', role: 'EMPLOYEE', status: 'ACTIVE' };
    return (await post('/employees', { ...defaults, contacts: [], ...seed })).id;
  };
  const currentCorp = () => {
    if (corpId === undefined) throw new Error('seed a corporation first');
    return corpId;
  };
  const send = (method: string, path: string, body?: unknown) =>
    apiSend(baseUrl, token, method, path, body, currentCorp());
  const attachPdf = (timesheetId: number) => uploadPdf(baseUrl, token, timesheetId, currentCorp());
  return {
    token,
    attachPdf,
    submitWeek: async (timesheetId, comment) => {
      const items = (await send('GET', `/timesheets/${timesheetId}/items`)) as Array<{
        id: number;
        type: string;
      }>;
      const rows = items.map((i) => {
        const working = i.type !== 'HOLIDAY';
        return {
          id: i.id,
          type: i.type,
          hoursWorked: working ? 8 : 0,
          extraHours: 0,
          comment: working ? comment : null,
        };
      });
      await attachPdf(timesheetId);
      await send('PUT', `/timesheets/${timesheetId}/items/submit`, rows);
    },
    corpId: () => {
      if (corpId === undefined) throw new Error('seed a corporation first');
      return corpId;
    },
    corporation: async (name) => {
      const corp = (await apiPost(baseUrl, token, '/corps', { name, contacts: [] })) as {
        id: number;
      };
      corpId = corp.id;
      return corpId;
    },
    vendor: async ({ payable, ...seed }) => {
      const contacts = payable ? [{ ...payable, phone: '', isPrimary: true }] : [];
      return (await post('/vendors', { status: 'ACTIVE', invoiced: true, contacts, ...seed })).id;
    },
    employee,
    employeeWithAccount: async (seed, user) => {
      const id = await employee({ ...seed, email: user.username });
      await setPassword(baseUrl, token, user);
      return id;
    },
    guestCode: async (employeeId) =>
      (await post(`/employees/${employeeId}/guest-code`, {})) as unknown as {
        guestCode: string;
        guestLink: string;
      },
    post,
    send,
    week: async (employeeId, vendorId, monday, billingCode) => {
      const sunday = new Date(`${monday}T00:00:00Z`);
      sunday.setUTCDate(sunday.getUTCDate() + 6);
      const periodEndDate = sunday.toISOString().slice(0, 10);
      const body = { employeeId, vendorId, periodStartDate: monday, periodEndDate, billingCode };
      return (await post('/timesheets', body)).id;
    },
  };
}
