/**
 * What an invoice document shows (the HTML view, the PDF, the e-mail attachment), read in the
 * caller's tenant transaction: the invoice and its lines, the corporation that bills, the vendor
 * billed, and the timesheet annex (invoices.annex.ts) unless the INVOICE annexTimesheets setting is
 * false. Money stays exact text here; the renderers only format it.
 */
import type { Tx } from '../../db/tenant.js';
import type { InvoiceStatus } from '@staffledger/contracts';
import { readSetting } from '../settings/settings.js';
import { loadAnnex, type AnnexSheet } from './invoices.annex.js';
import { STATUS_TODAY } from './invoices.repo.js';

/**
 * What a cancelled invoice's documents say under its title (the PDF also across every page): it
 * is kept for its number, and is not to be paid (docs/files.md#invoice-documents).
 */
export const CANCELLED = 'CANCELLED';
export const CANCELLED_NOTE =
  'This invoice has been cancelled and is not to be paid. Its number is kept for the record.';

export type Party = { name: string; lines: string[] };

export type InvoiceDocument = {
  id: number;
  number: string;
  invoiceDate: string;
  dueDate: string;
  status: InvoiceStatus;
  /** Exact text with 2 places. */
  amount: string;
  from: Party;
  to: Party;
  items: { description: string; quantity: string; price: string; amount: string }[];
  /** The timesheets it bills, with their days and files; empty when the setting turns it off. */
  annex: AnnexSheet[];
};

type Address = {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

type DocumentRow = Pick<
  InvoiceDocument,
  'id' | 'number' | 'invoiceDate' | 'dueDate' | 'status' | 'amount'
> & {
  vendorName: string;
  vendorAddress: string | null;
  vendorCity: string | null;
  vendorState: string | null;
  vendorZip: string | null;
  corpName: string;
  corpAddress: string | null;
  corpCity: string | null;
  corpState: string | null;
  corpZip: string | null;
};

/** The postal lines of an address: street, then "City, ST 12345"; blank parts left out. */
function addressLines(a: Address): string[] {
  const region = [a.state, a.zip].filter(Boolean).join(' ');
  const place = [a.city, region].filter(Boolean).join(', ');
  return [a.address, place].filter((l): l is string => Boolean(l && l.trim()));
}

export async function loadInvoiceDocument(
  tx: Tx,
  id: number,
): Promise<InvoiceDocument | undefined> {
  const { rows } = await tx.query<DocumentRow>(
    `SELECT i.id, i.number, to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
            to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", ${STATUS_TODAY} AS status, i.amount::text AS amount,
            v.name AS "vendorName", v.address AS "vendorAddress", v.city AS "vendorCity",
            v.state AS "vendorState", v.zip AS "vendorZip",
            c.name AS "corpName", c.address AS "corpAddress", c.city AS "corpCity",
            c.state AS "corpState", c.zip AS "corpZip"
       FROM invoices i
       JOIN vendors v ON v.id = i.vendor_id
       JOIN corporations c ON c.id = i.corp_id
      WHERE i.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return undefined;
  const items = await tx.query<InvoiceDocument['items'][number]>(
    `SELECT description, quantity::text AS quantity, price::text AS price, amount::text AS amount
       FROM invoice_items WHERE invoice_id = $1 ORDER BY position`,
    [id],
  );
  return {
    id: r.id,
    number: r.number,
    invoiceDate: r.invoiceDate,
    dueDate: r.dueDate,
    status: r.status,
    amount: r.amount,
    from: {
      name: r.corpName,
      lines: addressLines({
        address: r.corpAddress,
        city: r.corpCity,
        state: r.corpState,
        zip: r.corpZip,
      }),
    },
    to: {
      name: r.vendorName,
      lines: addressLines({
        address: r.vendorAddress,
        city: r.vendorCity,
        state: r.vendorState,
        zip: r.vendorZip,
      }),
    },
    items: items.rows,
    annex: (await readSetting(tx, 'INVOICE', 'annexTimesheets')) ? await loadAnnex(tx, id) : [],
  };
}
