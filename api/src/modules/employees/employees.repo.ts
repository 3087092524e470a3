/** SQL of employees and their contacts. Every function runs inside the caller's transaction. */
import { EMPLOYEE_LIST } from '@staffledger/contracts';
import { listSpecOf } from '../common/declared-list.js';
import { type ListResult, runList } from '../../db/list-query.js';
import type { Tx } from '../../db/tenant.js';
import type { Employee, EmployeeContact, EmployeeRow } from '@staffledger/contracts/schemas';
import type { EmployeeValues } from './employees.validate.js';

export const employeeListSpec = listSpecOf(EMPLOYEE_LIST, {
  filters: {
    // matched on the list's own rows: an id search of the same table would read them twice, and
    // the planner picks the trigram index or a walk from the text's estimated share
    name: 'e.full_name',
    designation: 'e.designation',
    status: 'e.status',
    category: 'e.category',
    workAuth: 'e.work_auth',
  },
  sorts: {
    id: 'e.id',
    name: 'lower(e.full_name)',
    designation: 'lower(e.designation)',
    status: 'e.status',
    category: 'lower(e.category)',
    workAuth: 'lower(e.work_auth)',
    startDate: 'e.start_date',
    endDate: 'e.end_date',
  },
  tiebreak: 'e.id',
});

const ROW_COLUMNS = `e.id, e.first_name AS "firstName", e.middle_name AS "middleName",
  e.last_name AS "lastName", e.full_name AS "fullName", e.designation, e.role, e.status,
  e.category, e.work_auth AS "workAuth", to_char(e.start_date, 'YYYY-MM-DD') AS "startDate",
  to_char(e.end_date, 'YYYY-MM-DD') AS "endDate", e.email`;

const FULL_COLUMNS = `${ROW_COLUMNS}, e.phone, e.guest_code_created_at AS "guestCodeSince",
  e.spouse_name AS "spouseName", e.children_count AS "childrenCount",
  e.emergency_contact AS "emergencyContact", e.update_date AS "updateDate",
  COALESCE(u.active AND u.password_hash IS NOT NULL, false) AS "canSignIn",
  u.invited_at AS "invitedAt", u.last_sign_in_at AS "lastSignInAt"`;

/** A page of the tenant's employees; `corpId` repeats the row-level security rule for the planner. */
export async function listEmployees(
  tx: Tx,
  corpId: number,
  query: unknown,
): Promise<ListResult<EmployeeRow>> {
  return runList<EmployeeRow>(tx, {
    select: ROW_COLUMNS,
    from: 'employees e',
    spec: employeeListSpec,
    query,
    where: { sql: 'e.corp_id = $1', values: [corpId] },
  });
}

type Instant = 'updateDate' | 'guestCodeSince' | 'invitedAt' | 'lastSignInAt';

type DbEmployee = Omit<Employee, Instant | 'contacts'> & {
  updateDate: Date;
  guestCodeSince: Date | null;
  invitedAt: Date | null;
  lastSignInAt: Date | null;
};

export async function findEmployee(
  tx: Tx,
  id: number,
  forUpdate = false,
): Promise<Employee | undefined> {
  const { rows } = await tx.query<DbEmployee>(
    `SELECT ${FULL_COLUMNS} FROM employees e LEFT JOIN users u ON u.employee_id = e.id
      WHERE e.id = $1${forUpdate ? ' FOR UPDATE OF e' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const contacts = await tx.query<EmployeeContact>(
    `SELECT type, value, to_char(start_date, 'YYYY-MM-DD') AS "startDate",
            to_char(end_date, 'YYYY-MM-DD') AS "endDate", priority,
            additional_notes AS "additionalNotes"
       FROM employee_contacts WHERE employee_id = $1 ORDER BY position`,
    [id],
  );
  return {
    ...row,
    updateDate: row.updateDate.toISOString(),
    guestCodeSince: row.guestCodeSince?.toISOString() ?? null,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    contacts: contacts.rows,
  };
}

async function insertContacts(
  tx: Tx,
  corpId: number,
  employeeId: number,
  contacts: EmployeeContact[],
) {
  if (contacts.length === 0) return;
  await tx.query(
    `INSERT INTO employee_contacts
       (corp_id, employee_id, position, type, value, start_date, end_date, priority, additional_notes)
     SELECT $1, $2, c.ord - 1, c.type, c.value, c.start_date, c.end_date, c.priority, c.notes
       FROM unnest($3::text[], $4::text[], $5::date[], $6::date[], $7::int[], $8::text[])
            WITH ORDINALITY AS c(type, value, start_date, end_date, priority, notes, ord)`,
    [
      corpId,
      employeeId,
      contacts.map((c) => c.type),
      contacts.map((c) => c.value),
      contacts.map((c) => c.startDate),
      contacts.map((c) => c.endDate),
      contacts.map((c) => c.priority),
      contacts.map((c) => c.additionalNotes),
    ],
  );
}

const FIELD_VALUES = (v: EmployeeValues) => [
  v.firstName,
  v.middleName,
  v.lastName,
  v.designation,
  v.role,
  v.status,
  v.startDate,
  v.endDate,
  v.email,
  v.phone,
  v.workAuth,
  v.category,
  v.spouseName,
  v.childrenCount,
  v.emergencyContact,
];

export async function insertEmployee(tx: Tx, corpId: number, v: EmployeeValues): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO employees (corp_id, first_name, middle_name, last_name, designation, role, status,
                            start_date, end_date, email, phone, work_auth, category, spouse_name,
                            children_count, emergency_contact)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [corpId, ...FIELD_VALUES(v)],
  );
  const id = Number(rows[0].id);
  await insertContacts(tx, corpId, id, v.contacts);
  return id;
}

export async function updateEmployee(
  tx: Tx,
  corpId: number,
  id: number,
  v: EmployeeValues,
): Promise<void> {
  await tx.query(
    `UPDATE employees
        SET first_name = $2, middle_name = $3, last_name = $4, designation = $5, role = $6,
            status = $7, start_date = $8, end_date = $9, email = $10, phone = $11, work_auth = $12,
            category = $13, spouse_name = $14, children_count = $15, emergency_contact = $16,
            update_date = now()
      WHERE id = $1`,
    [id, ...FIELD_VALUES(v)],
  );
  await tx.query('DELETE FROM employee_contacts WHERE employee_id = $1', [id]);
  await insertContacts(tx, corpId, id, v.contacts);
}

/**
 * Stores the digest of a new guest code (null revokes it); the previous code stops matching at
 * once. Answers when the code was made (null when revoked).
 */
export async function setGuestCodeHash(
  tx: Tx,
  id: number,
  hash: Buffer | null,
): Promise<string | null> {
  const { rows } = await tx.query<{ since: Date | null }>(
    `UPDATE employees
        SET guest_code_hash = $2,
            guest_code_created_at = CASE WHEN $2::bytea IS NULL THEN NULL ELSE now() END,
            update_date = now()
      WHERE id = $1
      RETURNING guest_code_created_at AS since`,
    [id, hash],
  );
  return rows[0]?.since?.toISOString() ?? null;
}

/** The digest of the employee's current guest code, or null when there is none. */
export async function guestCodeHash(tx: Tx, id: number): Promise<Buffer | null> {
  const { rows } = await tx.query<{ hash: Buffer | null }>(
    'SELECT guest_code_hash AS hash FROM employees WHERE id = $1',
    [id],
  );
  return rows[0]?.hash ?? null;
}
