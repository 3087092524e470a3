/**
 * Invoicing timesheets (docs/workflows.md#invoicing-a-timesheet): when an approved sheet moves to
 * LOCKED, its Pending invoice is made in the same transaction, so a sheet that cannot be invoiced
 * stays APPROVED. Several approved sheets of one vendor make one invoice with a line per sheet.
 * Each sheet's arrangement and period are recorded as billed (billed-periods.ts).
 */
import { centsToText, formatUsDate, lineCents, textToCents } from '@staffledger/contracts';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { lockSheetsAndEmployees, setTimesheetStatus } from '../timesheets/timesheets.repo.js';
import {
  alreadyBilled,
  datedBeforeWeek,
  invoiceBilling,
  lastWeek,
  recordBilledPeriod,
} from './billed-periods.js';
import { recordAudit } from '../audit/audit.js';
import { addDays, businessToday } from '../common/business-day.js';
import {
  insertInvoice,
  invoiceOfTimesheet,
  invoiceRef,
  nextInvoiceNumber,
  replaceInvoiceItems,
} from './invoices.repo.js';
import { INVOICE_LIMITS } from '@staffledger/contracts';

export const NO_BILLING =
  'No billing arrangement for this employee and vendor: create one before invoicing.';

type Sheet = {
  id: number;
  corpId: number;
  status: string;
  employeeName: string;
  employeeId: number;
  vendorId: number;
  billingId: number | null;
  billingCode: string;
  start: string;
  end: string;
  /** Hours of the BILLABLE items, exact text. */
  hours: string;
};

type Arrangement = { id: number; billRate: string; itemDescription: string; dueDays: number };

/**
 * The sheets of `ids` the tenant has, in the order of the annex (invoices.annex.ts): by period,
 * then employee, so that an invoice's lines and its annex read alike.
 */
async function readSheets(tx: Tx, ids: number[]): Promise<Sheet[]> {
  const { rows } = await tx.query<Sheet>(
    `SELECT t.id, t.corp_id AS "corpId", t.status, e.full_name AS "employeeName",
            t.employee_id AS "employeeId", t.vendor_id AS "vendorId",
            t.billing_id AS "billingId", t.billing_code AS "billingCode",
            to_char(t.period_start_date, 'YYYY-MM-DD') AS start,
            to_char(t.period_end_date, 'YYYY-MM-DD') AS "end",
            (SELECT COALESCE(sum(i.hours_worked + i.extra_hours), 0)::numeric(10, 2)::text
               FROM timesheet_items i
              WHERE i.timesheet_id = t.id AND i.type = 'BILLABLE') AS hours
       FROM timesheets t JOIN employees e ON e.id = t.employee_id
      WHERE t.id = ANY($1::bigint[])
      ORDER BY t.period_start_date, lower(e.full_name), t.id`,
    [ids],
  );
  return rows;
}

/**
 * The arrangement that bills the sheet `t` (a table alias): the sheet's own when it was generated
 * from one; else the newest non-cancelled arrangement of the same employee and vendor, one with the
 * sheet's billing code first. A LATERAL subquery, shared by invoicing and the billable list.
 */
export const arrangementOf = (t: string) => `
  SELECT b.id, b.bill_rate, b.item_description, b.invoice_due_days FROM billings b
   WHERE b.id = ${t}.billing_id
      OR (${t}.billing_id IS NULL AND b.employee_id = ${t}.employee_id
          AND b.vendor_id = ${t}.vendor_id AND b.status <> 'CANCELLED')
   ORDER BY lower(b.billing_code) = lower(${t}.billing_code) DESC, b.id DESC
   LIMIT 1`;

async function findArrangement(tx: Tx, sheet: Sheet): Promise<Arrangement | undefined> {
  const { rows } = await tx.query<Arrangement>(
    `SELECT a.id, a.bill_rate::text AS "billRate", a.item_description AS "itemDescription",
            a.invoice_due_days AS "dueDays"
       FROM timesheets t CROSS JOIN LATERAL (${arrangementOf('t')}) a
      WHERE t.id = $1`,
    [sheet.id],
  );
  return rows[0];
}

/** A sheet's line: its billable hours at the arrangement's rate, the period in the description. */
function lineOf(sheet: Sheet, billing: Arrangement, withEmployee: boolean) {
  const who = withEmployee ? `, ${sheet.employeeName}` : '';
  const period = `${who} (${formatUsDate(sheet.start)} - ${formatUsDate(sheet.end)})`;
  // the line stays within what the invoice form accepts, so the invoice can be saved as it is
  const item = billing.itemDescription.slice(
    0,
    Math.max(0, INVOICE_LIMITS.description - period.length),
  );
  return {
    description: `${item.trimEnd()}${period}`.slice(0, INVOICE_LIMITS.description),
    quantity: sheet.hours,
    price: billing.billRate,
    timesheetId: sheet.id,
  };
}

/**
 * Makes one Pending invoice billing `sheets` (one vendor's, rows locked by the caller), a line per
 * sheet, and records their periods as billed; answers its id. The sheets' status is the caller's.
 */
async function invoiceSheets(tx: Tx, request: FastifyRequest, sheets: Sheet[]): Promise<number> {
  const billed: { sheet: Sheet; billing: Arrangement }[] = [];
  for (const sheet of sheets) {
    const billing = await findArrangement(tx, sheet);
    if (!billing) throw conflict(sheets.length > 1 ? noBillingFor(sheet) : NO_BILLING);
    billed.push({ sheet, billing });
  }
  const lines = billed.map((b) => lineOf(b.sheet, b.billing, sheets.length > 1));
  const amount = lines.reduce(
    (sum, l) => sum + lineCents(textToCents(l.quantity), textToCents(l.price)),
    0n,
  );
  if (amount > textToCents(INVOICE_LIMITS.maxAmount.toFixed(2))) {
    throw conflict(
      sheets.length > 1
        ? 'These timesheets’ amount is larger than an invoice can hold.'
        : 'This timesheet’s amount is larger than an invoice can hold.',
    );
  }
  const invoiceDate = businessToday();
  const week = lastWeek(sheets);
  if (week.end > invoiceDate) throw conflict(datedBeforeWeek(invoiceDate, week));
  const dueDays = Math.min(...billed.map((b) => b.billing.dueDays));
  const { corpId, vendorId } = sheets[0];
  const values = {
    vendorId,
    amount: centsToText(amount),
    invoiceDate,
    dueDate: addDays(invoiceDate, dueDays),
    status: 'PENDING' as const,
  };
  const number = await nextInvoiceNumber(tx, corpId);
  const timesheetId = sheets.length === 1 ? sheets[0].id : null;
  const id = await insertInvoice(tx, corpId, { ...values, number, timesheetId });
  await replaceInvoiceItems(tx, corpId, id, lines);
  for (const { sheet, billing } of billed) {
    await recordBilledPeriod(tx, corpId, id, {
      timesheetId: sheet.id,
      billingId: billing.id,
      start: sheet.start,
      end: sheet.end,
    });
  }
  await recordAudit(tx, request, {
    entity: 'invoice',
    entityId: id,
    action: 'create',
    changes: {
      number,
      ...(timesheetId === null
        ? { timesheetIds: sheets.map((s) => s.id) }
        : { timesheetId, billingId: billed[0].billing.id }),
      ...values,
      amount: Number(values.amount),
      items: lines.map((l) => ({ ...l, quantity: Number(l.quantity), price: Number(l.price) })),
    },
  });
  return id;
}

const noBillingFor = (sheet: Sheet) =>
  `No billing arrangement for ${sheet.employeeName} and this vendor: create one before invoicing.`;

/**
 * Makes the Pending invoice of a timesheet being locked, in the caller's transaction (whose
 * timesheet row is already locked); answers its id. A sheet already invoiced keeps its invoice.
 */
export async function invoiceTimesheet(
  tx: Tx,
  request: FastifyRequest,
  timesheetId: number,
): Promise<number> {
  const existing = await invoiceOfTimesheet(tx, timesheetId);
  if (existing !== undefined) return existing;
  return invoiceSheets(tx, request, await readSheets(tx, [timesheetId]));
}

/**
 * One invoice for several approved sheets of one vendor (a line per sheet), each sheet moved to
 * LOCKED with its audit row: all in the caller's transaction, or nothing. Answers the invoice id.
 */
export async function invoiceTimesheets(
  tx: Tx,
  request: FastifyRequest,
  timesheetIds: number[],
): Promise<number> {
  const ids = [...new Set(timesheetIds)].sort((a, b) => a - b);
  if (ids.length !== timesheetIds.length) {
    throw badRequest('A timesheet is named twice.', {
      timesheetIds: 'A timesheet is named twice.',
    });
  }
  // locked in the order of their ids, so that two staff invoicing overlapping sets cannot deadlock
  await lockSheetsAndEmployees(tx, ids);
  const sheets = await readSheets(tx, ids);
  const missing = ids.find((id) => !sheets.some((s) => s.id === id));
  if (missing !== undefined) throw notFound(`Timesheet ${missing} not found.`);
  if (sheets.some((s) => s.vendorId !== sheets[0].vendorId)) {
    throw badRequest('The timesheets of one invoice must have the same vendor.', {
      timesheetIds: 'The timesheets of one invoice must have the same vendor.',
    });
  }
  for (const sheet of sheets) await assertInvoiceable(tx, sheet);
  const id = await invoiceSheets(tx, request, sheets);
  for (const sheet of sheets) await lockInvoiced(tx, request, sheet, id);
  return id;
}

/**
 * A hand-made invoice that names a timesheet bills it: before the invoice is written, the sheet is
 * locked and must be approved and of the invoice's vendor (else a 400 or a 409 naming the invoice
 * that bills it), and the invoice dated on or after the week's last day (else a 400). The answer, called with the new invoice's id, records the period as billed and
 * moves the sheet to LOCKED.
 */
export async function claimNamedTimesheet(
  tx: Tx,
  request: FastifyRequest,
  invoice: { vendorId: number; invoiceDate: string },
  timesheetId: number,
): Promise<(invoiceId: number) => Promise<void>> {
  const { vendorId, invoiceDate } = invoice;
  await tx.query('SELECT id FROM timesheets WHERE id = $1 FOR UPDATE', [timesheetId]);
  const [sheet] = await readSheets(tx, [timesheetId]);
  if (!sheet) throw badRequest('Timesheet not found.', { timesheetId: 'Timesheet not found' });
  if (sheet.vendorId !== vendorId) {
    const message = 'The timesheet is of another vendor than the invoice';
    throw badRequest(`${message}.`, { timesheetId: message });
  }
  await assertInvoiceable(tx, sheet);
  if (sheet.end > invoiceDate) {
    const message = datedBeforeWeek(invoiceDate, sheet);
    throw badRequest(message, { invoiceDate: message });
  }
  const billing = await findArrangement(tx, sheet);
  if (!billing) throw conflict(NO_BILLING);
  return async (invoiceId) => {
    await recordBilledPeriod(tx, sheet.corpId, invoiceId, {
      timesheetId: sheet.id,
      billingId: billing.id,
      start: sheet.start,
      end: sheet.end,
    });
    await lockInvoiced(tx, request, sheet, invoiceId);
  };
}

async function lockInvoiced(
  tx: Tx,
  request: FastifyRequest,
  sheet: Sheet,
  invoiceId: number,
): Promise<void> {
  await setTimesheetStatus(tx, sheet.id, 'LOCKED');
  await recordAudit(tx, request, {
    entity: 'timesheet',
    entityId: sheet.id,
    action: 'status',
    changes: {
      status: { from: sheet.status, to: 'LOCKED' },
      invoice: await invoiceRef(tx, invoiceId),
    },
  });
}

/** An approved sheet may be invoiced; an invoiced one names its invoice; others are a 409. */
async function assertInvoiceable(tx: Tx, sheet: Sheet): Promise<void> {
  if (sheet.status === 'APPROVED') return;
  const billing = await findArrangement(tx, sheet);
  const number = billing
    ? await invoiceBilling(tx, {
        timesheetId: sheet.id,
        billingId: billing.id,
        start: sheet.start,
        end: sheet.end,
      })
    : undefined;
  if (number !== undefined) throw alreadyBilled(sheet, number);
  throw conflict(
    `Only approved timesheets can be invoiced: timesheet ${sheet.id} is ${sheet.status.toLowerCase()}.`,
  );
}
