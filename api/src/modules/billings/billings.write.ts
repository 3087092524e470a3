/**
 * Replacing a billing arrangement in the caller's tenant transaction: the row is locked, a
 * cancelled arrangement refuses any change, the references are checked, the audit row is written
 * with the change, and an active arrangement gets its missing timesheets in the same transaction.
 */
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { conflict } from '../../errors.js';
import { diff, recordAudit } from '../audit/audit.js';
import { businessToday } from '../common/business-day.js';
import { findOr404 } from '../common/find-or-404.js';
import { assertEmployeeAndVendor } from '../common/references.js';
import { generateBillingTimesheets } from './billings.generate.js';
import { findBilling, updateBilling, type BillingValues } from './billings.repo.js';
import type { Billing } from './billings.schemas.js';

/** The stored fields of a billing, as the form sets them (no id, names or timestamp). */
const auditable = ({
  id: _id,
  employeeName: _e,
  vendorName: _v,
  updateDate: _u,
  ...fields
}: Billing) => fields;

/**
 * Replaces every field; a status left out keeps the current one. Status moves freely among
 * PENDING, ACTIVE and INACTIVE and on to CANCELLED; nothing leaves CANCELLED.
 */
export async function replaceBilling(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  v: BillingValues,
): Promise<Billing> {
  const before = await findOr404(findBilling(tx, id, true), 'Billing not found.');
  const status = v.status ?? before.status;
  if (before.status === 'CANCELLED') {
    // the form may save a cancelled billing again unchanged; anything else is refused
    const wanted = { ...v, billRate: Number(v.billRate), status };
    if (Object.keys(diff(auditable(before), wanted)).length === 0) return before;
    throw conflict('A cancelled billing can no longer change.');
  }

  if (v.employeeId !== before.employeeId || v.vendorId !== before.vendorId) {
    await assertEmployeeAndVendor(tx, v);
  }
  await updateBilling(tx, id, { ...v, status });
  const after = (await findBilling(tx, id)) as Billing;
  await recordAudit(tx, request, {
    entity: 'billing',
    entityId: id,
    action: 'update',
    changes: diff(auditable(before), auditable(after)),
  });
  // Made active (or saved while active): its sheets up to today exist when the answer comes.
  await generateBillingTimesheets(tx, id, businessToday(), request);
  return after;
}
