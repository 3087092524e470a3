/**
 * The authorization matrix's expected answers (docs/roles-and-tenancy.md, docs/guests.md): for
 * every route of the API, what each actor gets with each kind of id. authz-matrix.test.ts lists
 * the routes Fastify registers and fails on any route missing here, or named here and gone.
 *
 * Columns, in order: the id of a row of tenant A ("own"), of the same kind of row of tenant B
 * ("otherTenant"), and an id that exists nowhere ("missing"), each asked in the actor's own
 * corporation (a super user's: A). A route without an id varies `X-Corp-ID` instead: A, B, a
 * corporation that does not exist. A guest route varies its code: A's employee's, B's
 * employee's, a well-formed code that opens nothing.
 *
 * A cell is `allowed` (2xx, or a 400, 409, 413, 415 or 422 of the route's own rules on the body
 * sent) or the status of a refusal (401, 403, 404).
 */
export const ACTORS = [
  'super',
  'employerA',
  'employeeA',
  /** Employee A's token on the rows of another employee of A. */
  'employeeOther',
  'employerB',
  /** The guest code of employee A where a route wants a sign-in (sent as a bearer token). */
  'guest',
  'anonymous',
] as const;
export type Actor = (typeof ACTORS)[number];

export const ID_KINDS = ['own', 'otherTenant', 'missing'] as const;
export type IdKind = (typeof ID_KINDS)[number];

export type Expected = 'allowed' | 401 | 403 | 404;

/**
 * Whose data an answer may hold, beyond what its status says:
 * - public: no tenant's;
 * - tenant: the request's corporation's (an employee's: their own rows' only);
 * - global: as tenant, except that a super user reaches every corporation;
 * - guest: the code's employee's;
 * - approval: the link's vendor's weeks waiting for the client (any employee's of its tenant).
 */
export type Scope = 'public' | 'tenant' | 'global' | 'guest' | 'approval';

/** One actor's expected answers, in the order of ID_KINDS. */
type Row = readonly [Expected, Expected, Expected];

export type Rule = { scope: Scope; cells: Record<Actor, Row> };

const ok = 'allowed';
const signIn = [401, 401, 401] as const;

/** The same answers for every actor. */
function forAll(row: Row): Rule['cells'] {
  const cells = {} as Rule['cells'];
  for (const actor of ACTORS) cells[actor] = row;
  return cells;
}

/** Every actor, the same answer whatever the id. */
const everyone = (scope: Scope, e: Expected): Rule => ({ scope, cells: forAll([e, e, e]) });

/** Health, the API description, password reset: no sign-in, no tenant data. */
const PUBLIC = everyone('public', ok);

/** The token endpoint wants HTTP Basic credentials; a bearer token or none is a 401. */
const SIGN_IN = everyone('public', 401);

/** The CORS preflight of the guest API: without an allowed Origin, refused. */
const PREFLIGHT = everyone('public', 403);

/** Work on the tenants themselves, without an id: super users only. */
const SUPER_ONLY: Rule = {
  scope: 'global',
  cells: {
    super: [ok, ok, ok],
    employerA: [403, 403, 403],
    employeeA: [403, 403, 403],
    employeeOther: [403, 403, 403],
    employerB: [403, 403, 403],
    guest: signIn,
    anonymous: signIn,
  },
};

/** A corporation changed by its id: super users only, on any corporation. */
const ANY_CORP: Rule = {
  scope: 'global',
  cells: { ...SUPER_ONLY.cells, super: [ok, ok, 404] },
};

/** A corporation read by its id: super users any, every other signed-in user their own. */
const OWN_CORP: Rule = {
  scope: 'global',
  cells: {
    super: [ok, ok, 404],
    employerA: [ok, 404, 404],
    employeeA: [ok, 404, 404],
    employeeOther: [ok, 404, 404],
    employerB: [404, ok, 404],
    guest: signIn,
    anonymous: signIn,
  },
};

/** A corporation's staff work by its id: super users any, an employer their own, no employee. */
const OWN_CORP_STAFF: Rule = {
  scope: 'global',
  cells: {
    ...OWN_CORP.cells,
    employeeA: [403, 403, 403],
    employeeOther: [403, 403, 403],
  },
};

/**
 * Lists and creates of staff (no id; X-Corp-ID A, B, missing): an employer only in their own
 * corporation, a super user in any (a missing one lists nothing and creates nothing).
 */
const STAFF_LIST: Rule = {
  scope: 'tenant',
  cells: {
    super: [ok, ok, ok],
    employerA: [ok, 403, 403],
    employeeA: [403, 403, 403],
    employeeOther: [403, 403, 403],
    employerB: [403, ok, 403],
    guest: signIn,
    anonymous: signIn,
  },
};

/**
 * What every signed-in user may do for themselves (renew their token), whatever their role; an
 * employer or employee naming another corporation in `X-Corp-ID` is refused as everywhere.
 */
const SIGNED_IN: Rule = {
  scope: 'tenant',
  cells: { ...STAFF_LIST.cells, employeeA: [ok, 403, 403], employeeOther: [ok, 403, 403] },
};

/**
 * An invoice made from timesheets named in the body (those of the selected corporation's side):
 * in a corporation that does not exist they are not found.
 */
const STAFF_FROM_ROWS: Rule = {
  scope: 'tenant',
  cells: { ...STAFF_LIST.cells, super: [ok, ok, 404] },
};

/** A row of staff work: another tenant's row answers 404 exactly like a missing one. */
const STAFF_ROW: Rule = {
  scope: 'tenant',
  cells: {
    super: [ok, 404, 404],
    employerA: [ok, 404, 404],
    employeeA: [403, 403, 403],
    employeeOther: [403, 403, 403],
    employerB: [404, ok, 404],
    guest: signIn,
    anonymous: signIn,
  },
};

/** A timesheet (its items, its attachments): staff, or the employee it belongs to. */
const SHEET: Rule = {
  scope: 'tenant',
  cells: { ...STAFF_ROW.cells, employeeA: [ok, 404, 404], employeeOther: [404, 404, 404] },
};

/**
 * One employee's timesheets: an employee naming any employee id but their own is refused before
 * any lookup (403, the same for a colleague, another tenant's employee and no employee at all).
 */
const EMPLOYEE_SHEETS: Rule = {
  scope: 'tenant',
  cells: { ...SHEET.cells, employeeA: [ok, 403, 403], employeeOther: [403, 403, 403] },
};

/**
 * A guest's timesheet, by code (A's, B's, unknown). The code is the only credential: a token
 * changes nothing. Each actor names the timesheet of its side: employee A's, the other
 * employee's for employeeOther, B's employee's for employerB.
 */
const GUEST_SHEET: Rule = {
  scope: 'guest',
  cells: {
    super: [ok, 404, 401],
    employerA: [ok, 404, 401],
    employeeA: [ok, 404, 401],
    employeeOther: [404, 404, 401],
    employerB: [404, ok, 401],
    guest: [ok, 404, 401],
    anonymous: [ok, 404, 401],
  },
};

/** The open timesheets of the code's own employee: any valid code opens its own. */
const GUEST_VERIFY: Rule = {
  scope: 'guest',
  cells: forAll([ok, ok, 401]),
};

/**
 * A week waiting for the client, by approval link (A's vendor's, B's, unknown): the token is the
 * only credential, and a signed-in user's token changes nothing. Each actor names the waiting week
 * of its side: employee A's, the other employee's for employeeOther (also A's vendor's, so A's
 * link opens it), B's employee's for employerB.
 */
const APPROVAL_SHEET: Rule = {
  scope: 'approval',
  cells: { ...forAll([ok, 404, 401]), employerB: [404, ok, 401] },
};

/** The approval page of the link's vendor: any valid link opens its own. */
const APPROVAL_PAGE: Rule = { scope: 'approval', cells: forAll([ok, ok, 401]) };

/**
 * Every route, as `METHOD url` the way Fastify registers it. HEAD routes that Fastify adds
 * beside each GET run the GET's hooks and handler, so they are left out.
 */
export const MATRIX: Record<string, Rule> = {
  'POST /auth/oauth2/token': SIGN_IN,
  'POST /api/auth/renew': SIGNED_IN,
  'GET /api/openapi.json': PUBLIC,
  'GET /api/health': PUBLIC,
  'POST /api/user/resetPwd': PUBLIC,
  'POST /api/user/changePwd': PUBLIC,
  'POST /api/client/load-failures': PUBLIC,
  'OPTIONS /api/guest/*': PREFLIGHT,

  'GET /api/outbox': STAFF_LIST,
  'GET /api/corps': SUPER_ONLY,
  'POST /api/corps': SUPER_ONLY,
  'GET /api/corps/:id': OWN_CORP,
  'PUT /api/corps/:id': ANY_CORP,
  'DELETE /api/corps/:id': ANY_CORP,
  'PUT /api/corps/:id/logo': ANY_CORP,
  'GET /api/corps/:id/logo': OWN_CORP,
  'GET /api/corps/:id/archive': OWN_CORP_STAFF,

  'GET /api/admin': STAFF_LIST,
  'POST /api/admin': STAFF_LIST,
  'GET /api/admin/:id': STAFF_ROW,
  'PUT /api/admin/:id': STAFF_ROW,

  'GET /api/employees': STAFF_LIST,
  'POST /api/employees': STAFF_LIST,
  'GET /api/employees/:id': STAFF_ROW,
  'PUT /api/employees/:id': STAFF_ROW,
  'POST /api/employees/:id/guest-code': STAFF_ROW,
  'DELETE /api/employees/:id/guest-code': STAFF_ROW,
  'POST /api/employees/:id/guest-code/email': STAFF_ROW,
  'POST /api/employees/:id/invitation': STAFF_ROW,

  'GET /api/vendors': STAFF_LIST,
  'POST /api/vendors': STAFF_LIST,
  'GET /api/vendors/:id': STAFF_ROW,
  'PUT /api/vendors/:id': STAFF_ROW,

  'GET /api/timesheets': STAFF_LIST,
  'POST /api/timesheets': STAFF_LIST,
  'GET /api/timesheets/missing': STAFF_LIST,
  'POST /api/timesheets/missing/remind': STAFF_LIST,
  // each sheet it names is refused or moved in its own right: the answer is 200 either way
  'POST /api/timesheets/status': STAFF_LIST,
  'GET /api/timesheets/counts': STAFF_LIST,
  'GET /api/dashboard/aging': STAFF_LIST,
  'GET /api/dashboard/billed-by-month': STAFF_LIST,
  'GET /api/dashboard/approved-hours': STAFF_LIST,
  'GET /api/dashboard/top-debtors': STAFF_LIST,
  'GET /api/timesheets/employee/:employeeId': EMPLOYEE_SHEETS,
  'GET /api/timesheets/:id': SHEET,
  'PUT /api/timesheets/:id': STAFF_ROW,
  'PUT /api/timesheets/:id/status': STAFF_ROW,
  'GET /api/timesheets/:id/items': SHEET,
  'PUT /api/timesheets/:id/items/save': SHEET,
  'PUT /api/timesheets/:id/items/submit': SHEET,
  'GET /api/timesheets/:id/attachments': SHEET,
  'POST /api/timesheets/:id/attachments': SHEET,
  'GET /api/timesheets/:id/attachments/:attId': SHEET,
  'DELETE /api/timesheets/:id/attachments/:attId': SHEET,
  'GET /api/timesheets/:id/history': SHEET,

  'GET /api/guest/:code/verify': GUEST_VERIFY,
  'GET /api/guest/:code/ts/:id/items': GUEST_SHEET,
  'PUT /api/guest/:code/ts/:id/items/save': GUEST_SHEET,
  'PUT /api/guest/:code/ts/:id/items/submit': GUEST_SHEET,
  'GET /api/guest/:code/ts/:id/attachments': GUEST_SHEET,
  'POST /api/guest/:code/ts/:id/attachments': GUEST_SHEET,
  'GET /api/guest/:code/ts/:id/attachments/:attId': GUEST_SHEET,
  'DELETE /api/guest/:code/ts/:id/attachments/:attId': GUEST_SHEET,
  'GET /api/guest/:code/ts/:id/history': GUEST_SHEET,
  'OPTIONS /api/approval/*': PREFLIGHT,
  'GET /api/approval/:token': APPROVAL_PAGE,
  'GET /api/approval/:token/ts/:id/items': APPROVAL_SHEET,
  'GET /api/approval/:token/ts/:id/attachments': APPROVAL_SHEET,
  'GET /api/approval/:token/ts/:id/attachments/:attId': APPROVAL_SHEET,
  'POST /api/approval/:token/ts/:id/approve': APPROVAL_SHEET,
  'POST /api/approval/:token/ts/:id/reject': APPROVAL_SHEET,
  'POST /api/approval/:token/approve-all': APPROVAL_PAGE,

  'GET /api/billing': STAFF_LIST,
  'POST /api/billing': STAFF_LIST,
  'GET /api/billing/:id': STAFF_ROW,
  'PUT /api/billing/:id': STAFF_ROW,

  'GET /api/invoices': STAFF_LIST,
  'POST /api/invoices': STAFF_LIST,
  'GET /api/invoices/statuses': STAFF_LIST,
  'GET /api/invoices/billable': STAFF_LIST,
  'GET /api/invoices/billable/vendors': STAFF_LIST,
  'POST /api/invoices/from-timesheets': STAFF_FROM_ROWS,
  'GET /api/invoices/:id': STAFF_ROW,
  'PUT /api/invoices/:id': STAFF_ROW,
  'DELETE /api/invoices/:id': STAFF_ROW,
  'PUT /api/invoices/:id/paid': STAFF_ROW,
  // the shared invoice was never sent: an allowed caller gets the 409 that says to delete it
  'POST /api/invoices/:id/cancel': STAFF_ROW,
  'PUT /api/invoices/:id/remind': STAFF_ROW,
  'GET /api/invoices/:id/reminders': STAFF_ROW,
  'GET /api/invoices/:id/recipient': STAFF_ROW,
  'GET /api/invoices/:id/html-view': STAFF_ROW,
  'GET /api/invoices/:id/pdf-db': STAFF_ROW,
};
