/**
 * Who may reach a timesheet (docs/roles-and-tenancy.md#roles, docs/guests.md): staff reach every
 * timesheet of the request's corporation (row-level security hides the others); an employee, or the
 * guest of an employee, reaches only that employee's. Anything else is not found, exactly like a
 * missing timesheet.
 */
import type { FastifyRequest } from 'fastify';
import { conflict, notFound } from '../../errors.js';
import type { Tx } from '../../db/tenant.js';
import { isTimesheetEditable } from '@staffledger/contracts';

/** Route config of the calls an employee makes on their own timesheets (items, attachments). */
export const timesheetUsers = {
  roles: ['super', 'employer', 'employee'] as ('super' | 'employer' | 'employee')[],
};

export type TimesheetHead = { id: number; employeeId: number; status: string };

/** The employee id a request is limited to, or null for staff (super, employer). */
export function ownEmployeeOnly(request: FastifyRequest): number | null {
  if (request.guest) return request.guest.employeeId;
  const auth = request.auth;
  // no signed-in user and no guest: nothing is reachable
  if (!auth) return -1;
  if (auth.roles.includes('super') || auth.roles.includes('employer')) return null;
  // An employee account always carries its employee id; -1 matches no timesheet if it ever does not.
  return auth.empId ?? -1;
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
  const { rows } = await tx.query(
    `SELECT id, employee_id, status FROM timesheets WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  const own = ownEmployeeOnly(request);
  if (!row || (own !== null && Number(row.employee_id) !== own)) {
    throw notFound('Timesheet not found.');
  }
  return { id: Number(row.id), employeeId: Number(row.employee_id), status: row.status };
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
