/**
 * Row-level security for tenant tables. Copy into a migration:
 *
 *   import { APP_ROLE, tenantRls } from '../rls.js';
 *   export default `
 *     CREATE TABLE vendors (id bigserial PRIMARY KEY, corp_id bigint NOT NULL, ...);
 *     ${tenantRls('vendors')}
 *   `;
 *
 * Requests run as APP_ROLE (neither owner nor superuser) with `app.corp_id` set per transaction;
 * an unset or empty corporation matches no row. Migrations and `withSystem` run as the owner,
 * which the second policy lets through (FORCE makes the owner subject to policies too).
 * APP_ROLE has no privilege on a new table until the migration grants it, e.g.
 *   GRANT SELECT, INSERT, UPDATE, DELETE ON vendors TO staffledger_app;
 *   GRANT USAGE, SELECT ON SEQUENCE vendors_id_seq TO staffledger_app;
 */
export const APP_ROLE = 'staffledger_app';

/** The tenant of the current transaction, NULL when none is set. */
export const CURRENT_CORP_SQL = `NULLIF(current_setting('app.corp_id', true), '')::bigint`;

export function tenantRls(table: string, column = 'corp_id'): string {
  return `
ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
CREATE POLICY ${table}_tenant ON ${table} TO ${APP_ROLE}
  USING (${column} = ${CURRENT_CORP_SQL})
  WITH CHECK (${column} = ${CURRENT_CORP_SQL});
CREATE POLICY ${table}_owner ON ${table} TO CURRENT_USER USING (true) WITH CHECK (true);
`;
}

/**
 * For append-only logs whose rows may belong to no tenant (audit, outbox): requests insert rows of
 * their own tenant (or tenant-less rows when no tenant is set) and read only their tenant's rows.
 */
export function appendOnlyTenantRls(table: string, column = 'corp_id'): string {
  return `
ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
CREATE POLICY ${table}_tenant_read ON ${table} FOR SELECT TO ${APP_ROLE}
  USING (${column} = ${CURRENT_CORP_SQL});
CREATE POLICY ${table}_tenant_insert ON ${table} FOR INSERT TO ${APP_ROLE}
  WITH CHECK (${column} IS NOT DISTINCT FROM ${CURRENT_CORP_SQL});
CREATE POLICY ${table}_owner ON ${table} TO CURRENT_USER USING (true) WITH CHECK (true);
`;
}
