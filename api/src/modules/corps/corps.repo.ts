/** SQL of corporations, their contacts and logos. Every function runs inside the caller's transaction. */
import { CORP_LIST } from '@staffledger/contracts';
import { listSpecOf } from '../common/declared-list.js';
import { type ListResult, mapList, runList } from '../../db/list-query.js';
import type { Tx } from '../../db/tenant.js';
import type { Corp, CorpContact, CorpRow } from '@staffledger/contracts/schemas';

export const corpListSpec = listSpecOf(CORP_LIST, {
  filters: {
    name: 'c.name',
    address: 'c.address',
    city: 'c.city',
    state: 'c.state',
    zip: 'c.zip',
    status: 'c.status',
  },
  sorts: {
    name: 'lower(c.name)',
    address: 'lower(c.address)',
    city: 'lower(c.city)',
    state: 'lower(c.state)',
    zip: 'lower(c.zip)',
    status: 'c.status',
    startDate: 'c.start_date',
  },
  tiebreak: 'c.id',
});

const CORP_COLUMNS = `c.id, c.name, c.address, c.city, c.state, c.zip, c.country, c.status,
  c.start_date AS "startDate", c.update_date AS "updateDate", c.website,
  EXISTS (SELECT 1 FROM corp_logos l WHERE l.corp_id = c.id) AS "hasLogo"`;

type DbCorpRow = Omit<CorpRow, 'updateDate'> & { updateDate: Date };

const toRow = (r: DbCorpRow): CorpRow => ({ ...r, updateDate: r.updateDate.toISOString() });

/** The values a corporation is saved with (already validated and normalised). */
export type CorpValues = {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  status: string | null;
  startDate: string | null;
  website: string | null;
  contacts: CorpContact[];
};

export async function listCorps(tx: Tx, query: unknown): Promise<ListResult<CorpRow>> {
  const page = await runList<DbCorpRow>(tx, {
    select: CORP_COLUMNS,
    from: 'corporations c',
    spec: corpListSpec,
    query,
  });
  return mapList(page, toRow);
}

export async function findCorp(tx: Tx, id: number): Promise<Corp | undefined> {
  const { rows } = await tx.query<DbCorpRow>(
    `SELECT ${CORP_COLUMNS} FROM corporations c WHERE c.id = $1`,
    [id],
  );
  if (!rows[0]) return undefined;
  const contacts = await tx.query<CorpContact>(
    'SELECT name, role, email, phone FROM corp_contacts WHERE corp_id = $1 ORDER BY position',
    [id],
  );
  return { ...toRow(rows[0]), contacts: contacts.rows };
}

/**
 * Locks a corporation's row against other changes for the rest of the transaction; false when it
 * does not exist. NO KEY UPDATE, as an UPDATE takes: an archive being read (which holds the row
 * FOR KEY SHARE) does not hold an edit back.
 */
export async function lockCorp(tx: Tx, id: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    'SELECT 1 FROM corporations WHERE id = $1 FOR NO KEY UPDATE',
    [id],
  );
  return (rowCount ?? 0) > 0;
}

async function insertContacts(tx: Tx, corpId: number, contacts: CorpContact[]): Promise<void> {
  if (contacts.length === 0) return;
  await tx.query(
    `INSERT INTO corp_contacts (corp_id, position, name, role, email, phone)
     SELECT $1, c.ord - 1, c.name, c.role, c.email, c.phone
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[])
            WITH ORDINALITY AS c(name, role, email, phone, ord)`,
    [
      corpId,
      contacts.map((c) => c.name),
      contacts.map((c) => c.role),
      contacts.map((c) => c.email),
      contacts.map((c) => c.phone),
    ],
  );
}

const FIELD_VALUES = (v: CorpValues) => [
  v.name,
  v.address,
  v.city,
  v.state,
  v.zip,
  v.country,
  v.status,
  v.startDate,
  v.website,
];

export async function insertCorp(tx: Tx, v: CorpValues): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO corporations (name, address, city, state, zip, country, status, start_date, website)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    FIELD_VALUES(v),
  );
  const id = rows[0].id;
  await insertContacts(tx, id, v.contacts);
  return id;
}

/** Replaces a corporation's fields and contacts; false when it does not exist. */
export async function updateCorp(tx: Tx, id: number, v: CorpValues): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE corporations
        SET name = $2, address = $3, city = $4, state = $5, zip = $6, country = $7, status = $8,
            start_date = $9, website = $10, update_date = now()
      WHERE id = $1`,
    [id, ...FIELD_VALUES(v)],
  );
  if (!rowCount) return false;
  await tx.query('DELETE FROM corp_contacts WHERE corp_id = $1', [id]);
  await insertContacts(tx, id, v.contacts);
  return true;
}

export type Logo = { contentType: string; size: number; data: Buffer; updatedAt: Date };

export async function findLogo(tx: Tx, corpId: number): Promise<Logo | undefined> {
  const { rows } = await tx.query<Logo>(
    `SELECT content_type AS "contentType", size, data, updated_at AS "updatedAt"
       FROM corp_logos WHERE corp_id = $1`,
    [corpId],
  );
  return rows[0];
}

/** Stores (or replaces) a logo in one statement: the old logo or the new one, never half of it. */
export async function saveLogo(
  tx: Tx,
  corpId: number,
  contentType: string,
  data: Buffer,
): Promise<void> {
  await tx.query(
    `INSERT INTO corp_logos (corp_id, content_type, size, data) VALUES ($1, $2, $3, $4)
     ON CONFLICT (corp_id) DO UPDATE
       SET content_type = EXCLUDED.content_type, size = EXCLUDED.size, data = EXCLUDED.data,
           updated_at = now()`,
    [corpId, contentType, data.length, data],
  );
  await tx.query('UPDATE corporations SET update_date = now() WHERE id = $1', [corpId]);
}
