/**
 * Creating and replacing a timesheet, each in the caller's tenant transaction: the references and
 * the overlap are checked, the items follow the period, the total follows the items, and the
 * audit row is written with the change.
 */
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { conflict } from '../../errors.js';
import { recordAudit } from '../audit/audit.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { assertEmployeeAndVendor } from '../common/references.js';
import { holidaysIn, readSetting } from '../settings/settings.js';
import { fitItemsToPeriod, recomputeTotal } from './items.repo.js';
import { findReachableTimesheet } from './timesheets.access.js';
import {
  findOverlap,
  findTimesheet,
  insertTimesheet,
  updateTimesheet,
  type TimesheetValues,
} from './timesheets.repo.js';
import type { Timesheet } from '@staffledger/contracts/schemas';
import {
  TIMESHEET_PLACEMENT_FIELDS,
  TIMESHEET_TITLE_FIELDS,
  timesheetFieldLock,
  type TimesheetHeadField,
} from '@staffledger/contracts';
import { moveTimesheet } from './timesheets.workflow.js';

async function assertNoOverlap(tx: Tx, v: TimesheetValues, exceptId: number | null) {
  const other = await findOverlap(tx, v, exceptId);
  if (other) {
    throw conflict(
      `This employee already has a timesheet for this vendor from ${other.periodStartDate} to ` +
        `${other.periodEndDate} (timesheet ${other.id}), which overlaps this period.`,
    );
  }
}

async function fitItems(tx: Tx, id: number, v: TimesheetValues): Promise<void> {
  const holidays = await readSetting(tx, 'TIMESHEET', 'holidays');
  await fitItemsToPeriod(tx, id, holidaysIn(holidays, v.periodStartDate, v.periodEndDate));
  await recomputeTotal(tx, id);
}

/** A new PENDING timesheet with one item per day of its period; answers its id. */
export async function createTimesheet(
  tx: Tx,
  request: FastifyRequest,
  corpId: number,
  v: TimesheetValues,
): Promise<number> {
  if (v.status !== null && v.status !== 'PENDING') {
    throw conflict('A new timesheet starts Pending.');
  }
  await assertEmployeeAndVendor(tx, v);
  await assertNoOverlap(tx, v, null);
  const id = await insertTimesheet(tx, corpId, v);
  await fitItems(tx, id, v);
  const { status: _s, ...fields } = v;
  await recordAudit(tx, request, {
    entity: 'timesheet',
    entityId: id,
    action: 'create',
    changes: { ...fields, status: 'PENDING' },
  });
  return id;
}

/** What the update audit compares: the form fields. */
const auditable = (t: Timesheet) => ({
  employeeId: t.employeeId,
  vendorId: t.vendorId,
  periodStartDate: t.periodStartDate,
  periodEndDate: t.periodEndDate,
  billingCode: t.billingCode,
  notes: t.notes,
  totalHours: t.totalHours,
});

/**
 * Replaces a timesheet's fields. Employee, vendor and period change only while it is editable;
 * billing code and notes until it is locked (timesheetFieldLock of the contracts, which the form
 * shows too); a different status must be an allowed move (with the
 * submit rules when it becomes SUBMITTED), applied after the fields.
 */
export async function replaceTimesheet(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  v: TimesheetValues,
): Promise<Timesheet> {
  const head = await findReachableTimesheet(tx, request, id, true);
  await auditedUpdate(tx, request, {
    entity: 'timesheet',
    id,
    // findReachableTimesheet has locked the row, or answered 404
    find: () => findTimesheet(tx, id),
    notFound: 'Timesheet not found.',
    audited: auditable,
    write: async (before) => {
      const changed = (field: TimesheetHeadField) => v[field] !== before[field];
      const moved = TIMESHEET_PLACEMENT_FIELDS.some(changed);
      const refusal = [...TIMESHEET_PLACEMENT_FIELDS, ...TIMESHEET_TITLE_FIELDS]
        .filter(changed)
        .map((field) => timesheetFieldLock(head.status, field))
        .find((reason) => reason !== null);
      if (refusal) throw conflict(refusal);
      if (moved) {
        await assertEmployeeAndVendor(tx, v);
        await assertNoOverlap(tx, v, id);
      }
      await updateTimesheet(tx, id, v);
      if (moved) await fitItems(tx, id, v);
    },
  });
  if (v.status !== null && v.status !== head.status) {
    await moveTimesheet(tx, request, head, v.status);
  }
  return (await findTimesheet(tx, id)) as Timesheet;
}
