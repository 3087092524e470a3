/**
 * Replacing a billing arrangement in the caller's tenant transaction: the row is locked, a
 * cancelled arrangement refuses any change, the references are checked, the audit row is written
 * with the change, and an active arrangement gets its missing timesheets in the same transaction.
 */
import { BILLING_WORKFLOW } from '@staffledger/contracts';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { diff } from '../audit/audit.js';
import { auditedUpdate, omitting } from '../audit/audited-update.js';
import { businessToday } from '../common/business-day.js';
import { guardSave } from '../common/move-guard.js';
import { assertEmployeeAndVendor } from '../common/references.js';
import { generateBillingTimesheets } from './billings.generate.js';
import { refusingOverlap } from './billings.overlap.js';
import { findBilling, updateBilling, type BillingValues } from './billings.repo.js';
import type { Billing } from '@staffledger/contracts/schemas';

/** The stored fields of a billing, as the form sets them (no id, names or timestamp). */
const auditable = omitting('id', 'employeeName', 'vendorName', 'updateDate');

/**
 * Replaces every field; a status left out keeps the current one. The status moves as
 * BILLING_WORKFLOW allows: freely among PENDING, ACTIVE and INACTIVE and on to CANCELLED, which
 * nothing leaves.
 */
export async function replaceBilling(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  v: BillingValues,
): Promise<Billing> {
  const billing = await auditedUpdate(tx, request, {
    entity: 'billing',
    id,
    find: (forUpdate) => findBilling(tx, id, forUpdate),
    notFound: 'Billing not found.',
    audited: auditable,
    write: async (before) => {
      const status = v.status ?? before.status;
      const wanted = { ...v, billRate: Number(v.billRate), status };
      const changed = Object.keys(diff(auditable(before), wanted)).length > 0;
      const unchanged = guardSave(BILLING_WORKFLOW, before.status, status, changed);
      if (unchanged) return unchanged;
      if (v.employeeId !== before.employeeId || v.vendorId !== before.vendorId) {
        await assertEmployeeAndVendor(tx, v);
      }
      await refusingOverlap(tx, v, id, () => updateBilling(tx, id, { ...v, status }));
    },
  });
  // Made active (or saved while active): its sheets up to today exist when the answer comes.
  if (billing.status === 'ACTIVE') {
    await generateBillingTimesheets(tx, id, businessToday(), request);
  }
  return billing;
}
