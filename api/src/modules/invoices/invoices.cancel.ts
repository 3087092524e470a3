/**
 * Cancelling a sent invoice (docs/workflows.md#cancelling-an-invoice): its number went to the
 * client, so it is kept, and the invoice stays with its lines for the record, marked Cancelled on
 * its documents; its timesheets go back to Approved to be billed again. An invoice never sent is
 * deleted instead, as the gear menu offers (`invoiceActions`).
 */
import { INVOICE_WORKFLOW } from '@staffledger/contracts';
import type { Invoice } from '@staffledger/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { conflict } from '../../errors.js';
import { recordAudit } from '../audit/audit.js';
import { findOr404 } from '../common/find-or-404.js';
import { assertMove } from '../common/move-guard.js';
import { giveBackOnCancel } from './give-back.js';
import { findInvoice, hasBeenSent, setInvoiceStatus } from './invoices.repo.js';

export const NOT_SENT_DELETE =
  'This invoice was never sent: delete it instead. Its timesheets go back to Approved.';

/** A sent invoice → Cancelled as the table allows, its sheets given back; answers it as it now is. */
export async function cancelInvoice(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  reason: string | null,
): Promise<Invoice> {
  const invoice = await findOr404(findInvoice(tx, id, true), 'Invoice not found.');
  assertMove(INVOICE_WORKFLOW, invoice.status, 'CANCELLED');
  // the books' policy (`invoiceActions`): an invoice never sent is deleted, not cancelled
  if (!(await hasBeenSent(tx, id))) throw conflict(NOT_SENT_DELETE);
  await setInvoiceStatus(tx, id, 'CANCELLED');
  const sheets = await giveBackOnCancel(tx, request, invoice);
  await recordAudit(tx, request, {
    entity: 'invoice',
    entityId: id,
    action: 'status',
    changes: {
      status: { from: invoice.status, to: 'CANCELLED' },
      timesheetIds: sheets,
      ...(reason === null ? {} : { reason }),
    },
  });
  return (await findInvoice(tx, id)) as Invoice;
}
