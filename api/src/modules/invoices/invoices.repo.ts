/**
 * SQL of invoices and their lines. Every function runs inside the caller's tenant transaction, so
 * row-level security limits it to the request's corporation.
 */
import { INVOICE_LIST } from '@staffledger/contracts';
import { listSpecOf, searched } from '../common/declared-list.js';
import { type ListResult, mapList, runList } from '../../db/list-query.js';
import type { Tx } from '../../db/tenant.js';
import { readSetting } from '../settings/settings.js';
import { INVOICE_STATUSES, type InvoiceStatus } from '@staffledger/contracts';
import type { Invoice, InvoiceItem, InvoiceRow } from '@staffledger/contracts/schemas';
import type { InvoiceLine, InvoiceValues } from './invoices.validate.js';

/** Today's date in New York, the product's business day (common/business-day.ts). */
const NEW_YORK_TODAY = `(now() AT TIME ZONE 'America/New_York')::date`;

/** An unpaid invoice, stored Pending or Overdue, and one whose due date is before today. */
const UNPAID = `i.status IN ('PENDING', 'OVERDUE')`;
const PAST_DUE = `i.due_date < ${NEW_YORK_TODAY}`;

/**
 * The status every read of an invoice shows (the list, its filter and sort, one invoice, its HTML
 * view): an unpaid invoice of alias `i` is Overdue from the day after its due date, else Pending,
 * whether or not the daily job has stored that yet, so that every screen and the days overdue agree
 * at every moment (docs/workflows.md#numbers-dates-overdue).
 */
export const STATUS_TODAY = `CASE WHEN ${UNPAID} THEN CASE WHEN ${PAST_DUE} THEN 'OVERDUE' ELSE 'PENDING' END
  ELSE i.status END`;

/**
 * The rows whose STATUS_TODAY is Overdue or Pending, written on the stored columns, so that the
 * unpaid invoices' index (migration 036) serves the list's Overdue filter and its count.
 */
const STATUS_TODAY_IS = {
  OVERDUE: `${UNPAID} AND ${PAST_DUE}`,
  PENDING: `${UNPAID} AND i.due_date >= ${NEW_YORK_TODAY}`,
};

export const invoiceListSpec = listSpecOf(INVOICE_LIST, {
  filters: {
    number: searched('invoiceNumber', 'i.number', 'i.id'),
    customer: searched('vendorName', 'v.name', 'i.vendor_id'),
    status: { column: STATUS_TODAY, where: STATUS_TODAY_IS },
    unpaid: `(${UNPAID})`,
    vendorId: 'i.vendor_id',
    timesheetId: 'i.timesheet_id',
    dueFrom: 'i.due_date',
    dueTo: 'i.due_date',
    invoiceDateFrom: 'i.invoice_date',
    invoiceDateTo: 'i.invoice_date',
  },
  sorts: {
    id: 'i.id',
    number: 'i.number',
    customer: 'lower(v.name)',
    amount: 'i.amount',
    invoiceDate: 'i.invoice_date',
    dueDate: 'i.due_date',
    status: STATUS_TODAY,
    // never sent sorts as the longest ago: first when ascending, last when descending
    sentAt: `COALESCE(i.sent_at, '-infinity'::timestamptz)`,
  },
  tiebreak: 'i.id',
});

/** How many timesheets an invoice bills (billed-periods.ts, or the one sheet it names). */
const SHEETS = `(SELECT count(*)::int FROM (
    SELECT b.timesheet_id FROM billed_periods b WHERE b.corp_id = i.corp_id AND b.invoice_id = i.id
    UNION SELECT i.timesheet_id WHERE i.timesheet_id IS NOT NULL) AS s)`;

// Money travels as text so that 87.35 is read exactly as written, never via a float sum.
const COLUMNS = `i.id, i.number, i.vendor_id AS "vendorId", v.name AS customer,
  i.amount::text AS amount, to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
  to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", ${STATUS_TODAY} AS status, i.sent, i.sent_at AS "sentAt",
  i.timesheet_id AS "timesheetId", i.update_date AS "updateDate", ${SHEETS} AS sheets,
  CASE WHEN ${UNPAID} AND ${PAST_DUE} THEN ${NEW_YORK_TODAY} - i.due_date END AS "daysOverdue"`;

/** The vendor's name of an invoice row. */
const VENDOR_JOIN = 'JOIN vendors v ON v.id = i.vendor_id';

type DbInvoiceRow = Omit<InvoiceRow, 'amount' | 'updateDate' | 'sentAt'> & {
  amount: string;
  updateDate: Date;
  sentAt: Date | null;
};

const toRow = (r: DbInvoiceRow): InvoiceRow => ({
  ...r,
  amount: Number(r.amount),
  sentAt: r.sentAt?.toISOString() ?? null,
  updateDate: r.updateDate.toISOString(),
});

/** A page of the tenant's invoices; `corpId` repeats the row-level security rule for the planner. */
export async function listInvoices(
  tx: Tx,
  corpId: number,
  query: unknown,
): Promise<ListResult<InvoiceRow>> {
  const page = await runList<DbInvoiceRow>(tx, {
    select: COLUMNS,
    from: 'invoices i',
    lookups: { alias: 'i', joins: VENDOR_JOIN, aliases: ['v'] },
    spec: invoiceListSpec,
    query,
    where: { sql: 'i.corp_id = $1', values: [corpId] },
  });
  return mapList(page, toRow);
}

/** The statuses the tenant's invoices are in as the list shows them, in INVOICE_STATUSES order. */
export async function invoiceStatuses(tx: Tx, corpId: number): Promise<InvoiceStatus[]> {
  // index probes per known status (an unpaid one among both unpaid statuses), rather than reading
  // every invoice of the tenant
  const { rows } = await tx.query<{ status: string }>(
    `SELECT s.status FROM unnest($2::text[]) WITH ORDINALITY AS s (status, n)
      WHERE EXISTS (SELECT 1 FROM invoices i
                     WHERE i.corp_id = $1
                       AND i.status = ANY(CASE WHEN s.status IN ('PENDING', 'OVERDUE')
                                               THEN ARRAY['PENDING', 'OVERDUE']
                                               ELSE ARRAY[s.status] END)
                       AND ${STATUS_TODAY} = s.status)
      ORDER BY s.n`,
    [corpId, INVOICE_STATUSES],
  );
  return rows.map((r) => r.status as InvoiceStatus);
}

export async function listInvoiceItems(tx: Tx, invoiceId: number): Promise<InvoiceItem[]> {
  const { rows } = await tx.query<{
    id: number;
    description: string;
    quantity: string;
    price: string;
    amount: string;
    timesheetId: string | null;
  }>(
    `SELECT id, description, quantity::text AS quantity, price::text AS price,
            amount::text AS amount, timesheet_id AS "timesheetId"
       FROM invoice_items WHERE invoice_id = $1 ORDER BY position`,
    [invoiceId],
  );
  return rows.map((r) => ({
    id: r.id,
    description: r.description,
    quantity: Number(r.quantity),
    price: Number(r.price),
    amount: Number(r.amount),
    timesheetId: r.timesheetId === null ? null : Number(r.timesheetId),
  }));
}

/** One invoice of the tenant with its lines; `forUpdate` locks its row for the transaction. */
export async function findInvoice(
  tx: Tx,
  id: number,
  forUpdate = false,
): Promise<Invoice | undefined> {
  const { rows } = await tx.query<DbInvoiceRow>(
    `SELECT ${COLUMNS} FROM invoices i ${VENDOR_JOIN} WHERE i.id = $1${forUpdate ? ' FOR UPDATE OF i' : ''}`,
    [id],
  );
  if (!rows[0]) return undefined;
  return { ...toRow(rows[0]), items: await listInvoiceItems(tx, id) };
}

/**
 * The next number of the tenant's gap-free sequence, e.g. `INV-000042`. Taken in the caller's
 * transaction: a rollback gives it back, and a concurrent create waits on the counter row.
 */
export async function nextInvoiceNumber(tx: Tx, corpId: number): Promise<string> {
  const { rows } = await tx.query<{ n: number }>(
    `INSERT INTO invoice_counters (corp_id, last_number) VALUES ($1, 1)
     ON CONFLICT (corp_id) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number AS n`,
    [corpId],
  );
  const prefix = await readSetting(tx, 'INVOICE', 'numberPrefix');
  return `${prefix}${String(rows[0].n).padStart(6, '0')}`;
}

/** The invoice row's fields as stored (a status that is PAID stamps paid_at once). */
export type StoredInvoice = Omit<InvoiceValues, 'status' | 'items'> & { status: InvoiceStatus };

export async function insertInvoice(
  tx: Tx,
  corpId: number,
  v: StoredInvoice & { number: string; timesheetId?: number | null },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO invoices (corp_id, number, vendor_id, amount, invoice_date, due_date, status,
                           timesheet_id, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $7 = 'PAID' THEN now() END)
     RETURNING id`,
    [
      corpId,
      v.number,
      v.vendorId,
      v.amount,
      v.invoiceDate,
      v.dueDate,
      v.status,
      v.timesheetId ?? null,
    ],
  );
  return rows[0].id;
}

export async function updateInvoice(tx: Tx, id: number, v: StoredInvoice): Promise<void> {
  await tx.query(
    `UPDATE invoices
        SET vendor_id = $2, amount = $3, invoice_date = $4, due_date = $5, status = $6,
            paid_at = CASE WHEN $6 = 'PAID' THEN COALESCE(paid_at, now()) END,
            update_date = now()
      WHERE id = $1`,
    [id, v.vendorId, v.amount, v.invoiceDate, v.dueDate, v.status],
  );
}

/** Replaces every line of an invoice, numbered in the order given, each with the sheet it bills. */
export async function replaceInvoiceItems(
  tx: Tx,
  corpId: number,
  invoiceId: number,
  lines: InvoiceLine[],
): Promise<void> {
  await tx.query('DELETE FROM invoice_items WHERE invoice_id = $1', [invoiceId]);
  if (lines.length === 0) return;
  await tx.query(
    `INSERT INTO invoice_items (corp_id, invoice_id, position, description, quantity, price,
                                timesheet_id)
     SELECT $1, $2, l.ord - 1, l.description, l.quantity, l.price, l.timesheet_id
       FROM unnest($3::text[], $4::numeric[], $5::numeric[], $6::bigint[])
            WITH ORDINALITY AS l(description, quantity, price, timesheet_id, ord)`,
    [
      corpId,
      invoiceId,
      lines.map((l) => l.description),
      lines.map((l) => l.quantity),
      lines.map((l) => l.price),
      lines.map((l) => l.timesheetId ?? null),
    ],
  );
}

/** Moves an invoice to `status` (PAID stamps paid_at). */
export async function setInvoiceStatus(tx: Tx, id: number, status: InvoiceStatus): Promise<void> {
  await tx.query(
    `UPDATE invoices
        SET status = $2, paid_at = CASE WHEN $2 = 'PAID' THEN now() ELSE paid_at END,
            update_date = now()
      WHERE id = $1`,
    [id, status],
  );
}

/** Records that the invoice was e-mailed; false when it no longer exists. */
export async function markInvoiceSent(tx: Tx, id: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    'UPDATE invoices SET sent = true, sent_at = now(), update_date = now() WHERE id = $1',
    [id],
  );
  return (rowCount ?? 0) > 0;
}

export async function deleteInvoiceRow(tx: Tx, id: number): Promise<void> {
  await tx.query('DELETE FROM invoices WHERE id = $1', [id]);
}

/**
 * Whether the client may have the invoice: it is marked sent, or an e-mail of it went out or is
 * going out now (a scheduled reminder claimed, its delivery not yet known). Failed ones do not count.
 */
export async function hasBeenSent(tx: Tx, id: number): Promise<boolean> {
  const { rows } = await tx.query<{ sent: boolean }>(
    `SELECT i.sent OR EXISTS (SELECT 1 FROM invoice_mails m
                               WHERE m.invoice_id = i.id AND m.delivery NOT LIKE 'failed%') AS sent
       FROM invoices i WHERE i.id = $1`,
    [id],
  );
  return rows[0]?.sent ?? false;
}

/** An invoice as a sheet's history names it. */
export async function invoiceRef(tx: Tx, id: number): Promise<{ id: number; number: string }> {
  const { rows } = await tx.query<{ number: string }>('SELECT number FROM invoices WHERE id = $1', [
    id,
  ]);
  return { id, number: rows[0]?.number ?? '' };
}

export async function invoiceOfTimesheet(tx: Tx, timesheetId: number): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM invoices WHERE timesheet_id = $1',
    [timesheetId],
  );
  return rows[0]?.id;
}
