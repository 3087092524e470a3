/**
 * A timesheet's history (docs/workflows.md#history-of-a-sheet), read from its audit rows: who did
 * what and when, in order. A guest sees staff by their kind only, never by name.
 */
import type { SheetEvent, SheetHistoryEntry } from '@staffledger/contracts/schemas';
import type { Tx } from '../../db/tenant.js';
import type { ActorKind } from '../audit/audit.js';

type StatusChange = { from: string; to: string };

type AuditRow = {
  at: Date;
  actorKind: ActorKind | null;
  username: string | null;
  action: string;
  changes: {
    status?: StatusChange;
    reason?: string;
    note?: string;
    items?: unknown;
    invoice?: { id: number; number: string };
    invoiceCancelled?: boolean;
    sentToClient?: boolean;
    approvalLink?: { id: number; sentAt: string };
  } | null;
};

/** The event a status move is to the people who read the history. */
function statusEvent(change: StatusChange, changes: AuditRow['changes']): SheetEvent {
  if (change.to === 'SUBMITTED') return changes?.note ? 'resubmitted' : 'submitted';
  if (change.to === 'APPROVED' && change.from === 'LOCKED') {
    return changes?.invoiceCancelled ? 'released' : 'returned';
  }
  if (change.to === 'APPROVED') return 'accepted';
  if (change.to === 'REJECTED') return 'rejected';
  if (change.to === 'LOCKED') return 'invoiced';
  return 'moved';
}

function eventOf(row: AuditRow): SheetEvent {
  if (row.action === 'create') return 'created';
  if (row.action === 'send' && row.changes?.sentToClient) return 'sent to client';
  if (row.action === 'status' && row.changes?.status) {
    return statusEvent(row.changes.status, row.changes);
  }
  return row.changes && 'items' in row.changes ? 'saved' : 'edited';
}

/**
 * The history of timesheet `id`, oldest first. `forGuest` hides staff's and employees' names (a
 * guest's own entries are named by kind only, as the audit trail never holds the code).
 */
export async function sheetHistory(
  tx: Tx,
  id: number,
  forGuest: boolean,
): Promise<SheetHistoryEntry[]> {
  const { rows } = await tx.query<AuditRow>(
    `SELECT at, actor_kind AS "actorKind", username, action, changes
       FROM audit_log
      WHERE entity = 'timesheet' AND entity_id = $1
      ORDER BY id`,
    [String(id)],
  );
  const entries = rows.map((row): SheetHistoryEntry => {
    const status = row.action === 'status' ? (row.changes?.status ?? null) : null;
    const named =
      row.actorKind === 'staff' || row.actorKind === 'employee' || row.actorKind === 'approver';
    // a rejection's reason, or why staff accepted a week without the client
    const withReason =
      status?.to === 'REJECTED' || (status?.to === 'APPROVED' && status.from === 'SUBMITTED');
    return {
      at: row.at.toISOString(),
      event: eventOf(row),
      actorKind: row.actorKind,
      actorName: named && !forGuest ? row.username : null,
      reason: withReason ? (row.changes?.reason ?? null) : null,
      invoice: row.changes?.invoice ?? null,
      from: (status?.from ?? null) as SheetHistoryEntry['from'],
      to: (status?.to ?? null) as SheetHistoryEntry['to'],
      approvalLink: forGuest ? null : (row.changes?.approvalLink ?? null),
    };
  });
  // a guest is never told an invoice (docs/guests.md#what-a-code-opens)
  if (forGuest) return entries.map((e) => ({ ...e, invoice: null }));
  // rows written before invoicings named their invoice: the last one is the sheet's current invoice
  const last = entries.findLast((e) => e.event === 'invoiced');
  if (last && last.invoice === null) last.invoice = (await currentInvoice(tx, id)) ?? null;
  return entries;
}

async function currentInvoice(tx: Tx, timesheetId: number) {
  const { rows } = await tx.query<{ id: number; number: string }>(
    `SELECT i.id, i.number FROM invoices i
      WHERE i.timesheet_id = $1
         OR i.id = (SELECT invoice_id FROM billed_periods WHERE timesheet_id = $1)
      LIMIT 1`,
    [timesheetId],
  );
  return rows[0];
}
