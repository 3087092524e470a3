/**
 * SQL of vendors and their contacts. Every function runs inside the caller's tenant transaction,
 * so row-level security limits it to the request's corporation.
 */
import { VENDOR_LIST } from '@staffledger/contracts';
import { listSpecOf, searched } from '../common/declared-list.js';
import { type ListResult, mapList, runList } from '../../db/list-query.js';
import type { Tx } from '../../db/tenant.js';
import type { Vendor, VendorContact, VendorRow } from '@staffledger/contracts/schemas';

export const vendorListSpec = listSpecOf(VENDOR_LIST, {
  filters: {
    name: searched('vendorName', 'v.name', 'v.id'),
    state: 'v.state',
    status: 'v.status',
    invoiced: 'v.invoiced',
  },
  sorts: {
    name: 'lower(v.name)',
    address: 'lower(v.address)',
    city: 'lower(v.city)',
    state: 'v.state',
    zip: 'lower(v.zip)',
    status: 'v.status',
    startDate: 'v.start_date',
    invoiced: 'v.invoiced',
  },
  tiebreak: 'v.id',
});

const VENDOR_COLUMNS = `v.id, v.name, v.address, v.city, v.state, v.zip, v.status,
  v.start_date AS "startDate", v.invoiced, v.update_date AS "updateDate"`;

type DbVendorRow = Omit<VendorRow, 'updateDate'> & { updateDate: Date };

const toRow = (r: DbVendorRow): VendorRow => ({ ...r, updateDate: r.updateDate.toISOString() });

/** The values a vendor is saved with (already validated and normalised). */
export type VendorValues = {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  status: string | null;
  startDate: string | null;
  invoiced: boolean;
  contacts: VendorContact[];
};

export async function listVendors(tx: Tx, query: unknown): Promise<ListResult<VendorRow>> {
  const page = await runList<DbVendorRow>(tx, {
    select: VENDOR_COLUMNS,
    from: 'vendors v',
    spec: vendorListSpec,
    query,
  });
  return mapList(page, toRow);
}

/** One vendor with its contacts in order; `forUpdate` locks its row for the transaction. */
export async function findVendor(
  tx: Tx,
  id: number,
  forUpdate = false,
): Promise<Vendor | undefined> {
  const { rows } = await tx.query<DbVendorRow>(
    `SELECT ${VENDOR_COLUMNS} FROM vendors v WHERE v.id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) return undefined;
  const contacts = await tx.query<VendorContact>(
    `SELECT name, role, email, phone, is_primary AS "isPrimary", is_billing AS "isBilling",
            is_approver AS "isApprover"
       FROM vendor_contacts WHERE vendor_id = $1 ORDER BY position`,
    [id],
  );
  return { ...toRow(rows[0]), contacts: contacts.rows };
}

async function insertContacts(
  tx: Tx,
  corpId: number,
  vendorId: number,
  contacts: VendorContact[],
): Promise<void> {
  if (contacts.length === 0) return;
  await tx.query(
    `INSERT INTO vendor_contacts
       (corp_id, vendor_id, position, name, role, email, phone, is_primary, is_billing,
        is_approver)
     SELECT $1, $2, c.ord - 1, c.name, c.role, c.email, c.phone, c.is_primary, c.is_billing,
            c.is_approver
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::boolean[],
                   $9::boolean[])
            WITH ORDINALITY AS c(name, role, email, phone, is_primary, is_billing, is_approver, ord)`,
    [
      corpId,
      vendorId,
      contacts.map((c) => c.name),
      contacts.map((c) => c.role),
      contacts.map((c) => c.email),
      contacts.map((c) => c.phone),
      contacts.map((c) => c.isPrimary),
      contacts.map((c) => c.isBilling),
      contacts.map((c) => c.isApprover),
    ],
  );
}

const FIELD_VALUES = (v: VendorValues) => [
  v.name,
  v.address,
  v.city,
  v.state,
  v.zip,
  v.status,
  v.startDate,
  v.invoiced,
];

export async function insertVendor(tx: Tx, corpId: number, v: VendorValues): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO vendors (corp_id, name, address, city, state, zip, status, start_date, invoiced)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [corpId, ...FIELD_VALUES(v)],
  );
  const id = rows[0].id;
  await insertContacts(tx, corpId, id, v.contacts);
  return id;
}

/** Replaces a vendor's fields and contacts; false when it does not exist (for this tenant). */
export async function updateVendor(tx: Tx, id: number, v: VendorValues): Promise<boolean> {
  const { rows } = await tx.query<{ corpId: number }>(
    `UPDATE vendors
        SET name = $2, address = $3, city = $4, state = $5, zip = $6, status = $7,
            start_date = $8, invoiced = $9, update_date = now()
      WHERE id = $1
      RETURNING corp_id AS "corpId"`,
    [id, ...FIELD_VALUES(v)],
  );
  if (!rows[0]) return false;
  await tx.query('DELETE FROM vendor_contacts WHERE vendor_id = $1', [id]);
  await insertContacts(tx, rows[0].corpId, id, v.contacts);
  return true;
}
