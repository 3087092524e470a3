/**
 * Who may reach a timesheet (docs/roles-and-tenancy.md#roles, docs/guests.md): staff reach every
 * timesheet of the request's corporation (row-level security hides the others); an employee, or the
 * guest of an employee, reaches only that employee's; a client's approver only their vendor's weeks
 * waiting for the client (docs/client-approval.md). Anything else is not found, exactly like a
 * missing timesheet.
 */
import type { FastifyRequest } from 'fastify';
import { conflict, notFound } from '../../errors.js';
import type { Tx } from '../../db/tenant.js';
import {
  isTimesheetEditable,
  TIMESHEET_EDITABLE_STATUSES,
  type TimesheetStatus,
} from '@staffledger/contracts';
import { ownEmployeeOf } from '../../plugins/roles.js';
import type { Timesheet } from '@staffledger/contracts/schemas';

/**
 * The sheets a guest reaches (docs/guests.md#what-a-code-opens): the open ones, to fill in, and the
 * Submitted ones, read-only, so that a guest still sees a week they sent until staff review it.
 * Reviewed sheets (Approved, Locked: on an invoice) are a 404 to a guest, like another employee's.
 */
export const GUEST_STATUSES: readonly TimesheetStatus[] = [
  ...TIMESHEET_EDITABLE_STATUSES,
  'SUBMITTED',
];

export type TimesheetHead = {
  id: number;
  employeeId: number;
  status: string;
  /** Waits for its vendor's approver (docs/client-approval.md). */
  awaitingClient?: boolean;
};

/** The employee id a request is limited to (a guest's is their employee's), or null for staff. */
export function ownEmployeeOnly(request: FastifyRequest): number | null {
  if (request.guest) return request.guest.employeeId;
  // an approver is limited by vendor, not by employee (below)
  if (request.approver) return null;
  // no signed-in user and no guest: nothing is reachable
  if (!request.auth) return -1;
  return ownEmployeeOf(request.auth);
}

/** The columns of a timesheet row that say who may reach it (`HEAD_COLUMNS` selects them). */
export type HeadRow = {
  id: number | string;
  employee_id: number | string;
  vendor_id: number | string;
  status: string;
  awaiting_client: boolean;
};

export const HEAD_COLUMNS = 'id, employee_id, vendor_id, status, awaiting_client';

/** The columns reach looks at, of a timesheet as the API answers it. */
export const headOf = (t: Timesheet): HeadRow => ({
  id: t.id,
  employee_id: t.employeeId,
  vendor_id: t.vendorId,
  status: t.status,
  awaiting_client: t.awaitingClient === true,
});

/**
 * `reachableHead`'s rule as a condition on the row of timesheets `alias`, for a statement that
 * writes only what the request may reach; its values are parameters `$first` to `$first + 2`.
 */
export function reachCondition(
  request: FastifyRequest,
  alias: string,
  first: number,
): { sql: string; values: unknown[] } {
  const [own, guest, vendor] = [first, first + 1, first + 2].map((n) => `$${n}`);
  return {
    sql: `(${own}::bigint IS NULL OR ${alias}.employee_id = ${own})
      AND (${guest}::text[] IS NULL OR ${alias}.status = ANY(${guest}))
      AND (${vendor}::bigint IS NULL OR (${alias}.vendor_id = ${vendor} AND ${alias}.awaiting_client))`,
    values: [
      ownEmployeeOnly(request),
      request.guest ? GUEST_STATUSES : null,
      request.approver ? request.approver.vendorId : null,
    ],
  };
}

/** The row as the request's head of the timesheet, or a 404 when the request may not reach it. */
export function reachableHead(request: FastifyRequest, row: HeadRow | undefined): TimesheetHead {
  const own = ownEmployeeOnly(request);
  if (
    !row ||
    (own !== null && Number(row.employee_id) !== own) ||
    (request.guest && !GUEST_STATUSES.includes(row.status as TimesheetStatus)) ||
    // an approver reaches only their vendor's weeks waiting for the client
    (request.approver &&
      (Number(row.vendor_id) !== request.approver.vendorId || !row.awaiting_client))
  ) {
    throw notFound('Timesheet not found.');
  }
  return {
    id: Number(row.id),
    employeeId: Number(row.employee_id),
    status: row.status,
    awaitingClient: row.awaiting_client === true,
  };
}

/**
 * The timesheet's id, employee and status, locked FOR UPDATE when `forUpdate` (so that a status
 * change and an item write never interleave); a 404 when the request may not reach it.
 */
export async function findReachableTimesheet(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  forUpdate = false,
): Promise<TimesheetHead> {
  const { rows } = await tx.query<HeadRow>(
    `SELECT ${HEAD_COLUMNS} FROM timesheets WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return reachableHead(request, rows[0]);
}

/**
 * A 409 unless the timesheet's items and attachments may still change (docs/workflows.md#states).
 */
export function assertEditable(head: TimesheetHead): void {
  if (!isTimesheetEditable(head.status)) {
    throw conflict(
      `This timesheet is ${head.status.toLowerCase()}; its items and attachments can no longer change.`,
    );
  }
}
