/**
 * Whether the rows a write refers to exist. Each check runs in the caller's tenant transaction, so
 * another corporation's employee or vendor is not found: referring to it is refused exactly like
 * referring to a row that never existed.
 */
import type { Tx } from '../../db/tenant.js';
import { badRequest, type FieldErrors } from '../../errors.js';

export async function employeeExists(tx: Tx, id: number): Promise<boolean> {
  const { rowCount } = await tx.query('SELECT 1 FROM employees WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

export async function vendorExists(tx: Tx, id: number): Promise<boolean> {
  const { rowCount } = await tx.query('SELECT 1 FROM vendors WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/** A 400 naming the employee, the vendor or both when they are not the tenant's. */
export async function assertEmployeeAndVendor(
  tx: Tx,
  v: { employeeId: number; vendorId: number },
): Promise<void> {
  const errors: FieldErrors = {};
  if (!(await employeeExists(tx, v.employeeId))) errors.employeeId = 'No such employee';
  if (!(await vendorExists(tx, v.vendorId))) errors.vendorId = 'No such vendor';
  if (Object.keys(errors).length > 0) {
    throw badRequest(Object.values(errors)[0] as string, errors);
  }
}

/** A 400 when the vendor is not the tenant's. */
export async function assertVendor(tx: Tx, vendorId: number): Promise<void> {
  if (!(await vendorExists(tx, vendorId))) {
    throw badRequest('No such vendor', { vendorId: 'No such vendor' });
  }
}

/**
 * A 400 unless the transaction's tenant is an existing corporation: a super user may select any
 * id in X-Corp-ID, and a row must not be written for a corporation that is not there.
 */
export async function assertTenantExists(tx: Tx): Promise<void> {
  const { rowCount } = await tx.query(
    `SELECT 1 FROM corporations WHERE id = NULLIF(current_setting('app.corp_id', true), '')::bigint`,
  );
  if (!rowCount) {
    throw badRequest('The selected corporation does not exist.', {
      corpId: 'No such corporation',
    });
  }
}

/** The name of the transaction's corporation ('' when there is none): e-mails sign with it. */
export async function tenantName(tx: Tx): Promise<string> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT name FROM corporations WHERE id = NULLIF(current_setting('app.corp_id', true), '')::bigint`,
  );
  return rows[0]?.name ?? '';
}
