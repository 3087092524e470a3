/**
 * The bodies of the authorization matrix's writes: what an allowed actor could send, so that a
 * refusal is a refusal of the actor and never of the body, and so that an allowed write leaves
 * the rows that other cells name as they were.
 */
import type { InjectOptions } from 'fastify';
import { billingBody } from '../testing/billings.fixture.js';
import { invoiceBody } from '../testing/invoices.fixture.js';
import { multipart, PDF, PNG, type FilePart } from '../testing/multipart.js';
import { weekBody } from '../testing/timesheets.fixture.js';
import type { FreshKind, Side } from './authz-matrix.world.js';

export type Body = { json: unknown } | { form: string } | { files: FilePart[] };

export type BodyContext = {
  /** The tenant the request acts in: what a create refers to. */
  home: Side;
  /** A number of this request alone. */
  seq: number;
  /** The row of `url` (a route's pattern) as a super user reads it, without its id. */
  current(url: string): Promise<Record<string, unknown>>;
  /** The guest code of the employee the path names. */
  guestCode: string;
  /** The week waiting for the client that an approval call names. */
  waitingSheet: number;
};

/** A week of its own for each request, so that creates do not collide on a period. */
function uniqueWeek(seq: number) {
  const monday = new Date(Date.UTC(2031, 0, 6 + 7 * seq));
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { periodStartDate: day(monday), periodEndDate: day(sunday) };
}

const pdf: Body = { files: [{ filename: 'week.pdf', type: 'application/pdf', data: PDF }] };

/**
 * Bodies of the routes that take one. A replace sends the row back as it was read, so that an
 * allowed one changes nothing that another cell reads. Item bodies are empty: a save then changes
 * nothing, and a submit fails the item rules (no hours on a work day), so the timesheets stay open
 * for the guest cells. A status move asks for LOCKED, which no open timesheet may reach.
 */
export const BODIES: Record<string, (c: BodyContext) => Body | Promise<Body>> = {
  'POST /auth/oauth2/token': () => ({ form: 'grant_type=client_credentials' }),
  'POST /api/user/resetPwd': (c) => ({ json: { userName: `nobody-${c.seq}@example.invalid` } }),
  'POST /api/user/changePwd': (c) => ({ json: { userName: `nobody-${c.seq}@example.invalid` } }),
  'POST /api/corps': (c) => ({ json: { name: `Matrix corporation ${c.seq}` } }),
  'PUT /api/corps/:id': async (c) => ({ json: await c.current('/api/corps/:id') }),
  // a name that is no corporation's: the super user's answer is the 400 of the route's rule, and
  // the corporations that every other cell names stay
  'DELETE /api/corps/:id': () => ({ json: { name: 'Not this corporation' } }),
  'PUT /api/corps/:id/logo': () => ({
    files: [{ field: 'logo', filename: 'logo.png', type: 'image/png', data: PNG }],
  }),
  'POST /api/admin': (c) => ({
    json: { category: 'MATRIX', feature: `Probe ${c.seq}`, value: 'on' },
  }),
  'PUT /api/admin/:id': async (c) => ({ json: await c.current('/api/admin/:id') }),
  'POST /api/employees': (c) => ({
    json: {
      firstName: 'Matrix',
      lastName: `Hire ${c.seq}`,
      designation: 'Developer',
      category: 'W2',
      workAuth: 'Citizen',
    },
  }),
  'PUT /api/employees/:id': async (c) => ({ json: await c.current('/api/employees/:id') }),
  'POST /api/employees/:id/guest-code/email': (c) => ({ json: { guestCode: c.guestCode } }),
  'POST /api/vendors': (c) => ({ json: { name: `Matrix vendor ${c.seq}` } }),
  'PUT /api/vendors/:id': async (c) => ({ json: await c.current('/api/vendors/:id') }),
  'POST /api/timesheets': (c) => ({
    json: weekBody(c.home.employee, c.home.vendor, uniqueWeek(c.seq)),
  }),
  'PUT /api/timesheets/:id': async (c) => ({ json: await c.current('/api/timesheets/:id') }),
  'PUT /api/timesheets/:id/status': () => ({ json: { status: 'LOCKED' } }),
  'POST /api/timesheets/status': (c) => ({ json: { ids: [c.home.sheet], status: 'LOCKED' } }),
  'PUT /api/timesheets/:id/items/save': () => ({ json: [] }),
  'PUT /api/timesheets/:id/items/submit': () => ({ json: [] }),
  'POST /api/timesheets/:id/attachments': () => pdf,
  'PUT /api/guest/:code/ts/:id/items/save': () => ({ json: [] }),
  'PUT /api/guest/:code/ts/:id/items/submit': () => ({ json: [] }),
  'POST /api/guest/:code/ts/:id/attachments': () => pdf,
  'POST /api/approval/:token/ts/:id/reject': () => ({ json: { reason: 'Not these hours' } }),
  'POST /api/approval/:token/approve-all': (c) => ({ json: { ids: [c.waitingSheet] } }),
  'POST /api/billing': (c) => ({ json: billingBody(c.home.employee, c.home.vendor) }),
  'PUT /api/billing/:id': async (c) => ({ json: await c.current('/api/billing/:id') }),
  'POST /api/invoices': (c) => ({ json: invoiceBody(c.home.vendor, { corpId: undefined }) }),
  'POST /api/invoices/from-timesheets': (c) => ({ json: { timesheetIds: [c.home.sheet] } }),
  'PUT /api/invoices/:id': async (c) => ({ json: await c.current('/api/invoices/:id') }),
};

/**
 * Routes whose allowed answer uses up the row it names (a deleted invoice, a replaced guest
 * code): each of their cells names a row made for it alone.
 */
export const FRESH: Record<string, FreshKind> = {
  'POST /api/employees/:id/guest-code': 'employee',
  'DELETE /api/employees/:id/guest-code': 'employee',
  'DELETE /api/invoices/:id': 'invoice',
  'PUT /api/invoices/:id/paid': 'invoice',
  'DELETE /api/timesheets/:id/attachments/:attId': 'attachment',
  'DELETE /api/guest/:code/ts/:id/attachments/:attId': 'attachment',
  // a decision moves the week: each cell decides on a week of its own
  'POST /api/approval/:token/ts/:id/approve': 'waitingSheet',
  'POST /api/approval/:token/ts/:id/reject': 'waitingSheet',
  'POST /api/approval/:token/approve-all': 'waitingSheet',
};

/** The payload and content type of a body. */
export function payloadOf(body: Body | undefined): Pick<InjectOptions, 'payload' | 'headers'> {
  if (!body) return {};
  if ('form' in body) {
    return {
      payload: body.form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  if ('files' in body) {
    const { payload, contentType } = multipart(body.files);
    return { payload, headers: { 'content-type': contentType } };
  }
  return { payload: JSON.stringify(body.json), headers: { 'content-type': 'application/json' } };
}
