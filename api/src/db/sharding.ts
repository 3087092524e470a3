/**
 * How the schema would run sharded by corporation on a distributed PostgreSQL (Citus), and the
 * check that holds the schema to it (ARCHITECTURE.md#beyond-one-database). `node
 * scripts/check-sharding.mjs` prints it; a database test runs the check on every migration.
 *
 * - distributed: sharded by the corporation, all colocated, so that a tenant's request stays on
 *   one node and every join between tenant tables is local to it;
 * - reference: copied to every node (small, read across tenants, rarely written);
 * - local: kept on the coordinator only.
 * A distributed table's unique keys and its keys into other distributed tables must include the
 * distribution column. The keys listed under `toWiden` do not yet: they gain `corp_id` before the
 * tables are distributed. The check fails on a table missing from the plan, on a key that breaks
 * the rule without being listed, and on a listed key that no longer breaks it.
 */
import type { Tx } from './tenant.js';

export type ShardingPlan = {
  /** table → its distribution column */
  distributed: Record<string, string>;
  reference: readonly string[];
  local: readonly string[];
  toWiden: {
    /** unique indexes (primary keys included) that lack the distribution column */
    uniqueKeys: readonly string[];
    /** foreign keys between distributed tables that do not pair the distribution columns */
    foreignKeys: readonly string[];
  };
};

// prettier-ignore
const TENANT_TABLES = [
  'corp_contacts', 'corp_logos', 'admin_settings', 'vendors', 'vendor_contacts', 'employees',
  'employee_contacts', 'billings', 'timesheets', 'timesheet_items', 'timesheet_attachments',
  'invoices', 'invoice_items', 'invoice_counters', 'billed_periods', 'timesheet_reminders',
  'invoice_mails', 'employee_reminder_claims', 'approval_links', 'approver_mailings',
];

export const SHARDING_PLAN: ShardingPlan = {
  distributed: {
    corporations: 'id',
    ...Object.fromEntries(TENANT_TABLES.map((table) => [table, 'corp_id'])),
  },
  // Sign-in finds a user by name before it knows the tenant; super users have none.
  reference: ['users', 'password_reset_codes', 'app_secrets'],
  // Tenant-less rows (audit and mail of sign-in, rate limits, the daily jobs' leases) and the
  // migrations' own table.
  // Idempotency keys belong to a user (a super user's to none of the tenants).
  local: [
    'audit_log',
    'outbox',
    'rate_limits',
    'schema_migrations',
    'idempotency_keys',
    'job_leases',
  ],
  toWiden: {
    // prettier-ignore
    uniqueKeys: [
      // primary keys (id) become (corp_id, id)
      'admin_settings_pkey', 'billings_pkey', 'corp_contacts_pkey', 'employee_contacts_pkey',
      'employees_pkey', 'invoice_items_pkey', 'invoices_pkey', 'timesheet_attachments_pkey',
      'timesheet_items_pkey', 'timesheets_pkey', 'vendor_contacts_pkey', 'vendors_pkey',
      'timesheet_reminders_pkey', 'invoice_mails_pkey', 'approval_links_pkey',
      // per-parent keys gain corp_id in front
      'employee_contacts_employee_id_position_key', 'invoice_items_invoice_id_position_key',
      'timesheet_items_timesheet_id_calendar_date_key', 'timesheets_billing_period_key',
      'vendor_contacts_primary_key', 'vendor_contacts_vendor_id_position_key',
      'invoices_timesheet_key',
      // unique within a tenant only; a guest code's 256-bit hash does not collide across tenants
      'employees_guest_code_hash_key',
      // a link token's 256-bit hash does not collide across tenants either
      'approval_links_token_hash_key',
    ],
    foreignKeys: ['employee_contacts_employee_id_fkey'],
  },
};

// prettier-ignore
type Catalog = {
  tables: Array<{ table: string; notNull: string[] }>;
  uniqueKeys: Array<{ table: string; name: string; columns: string[] }>;
  foreignKeys: Array<{ table: string; name: string; columns: string[]; target: string; targetColumns: string[] }>;
};

async function readCatalog(tx: Tx): Promise<Catalog> {
  const tables = await tx.query<{ table: string; notNull: string[] }>(
    `SELECT c.relname AS table,
            coalesce(array_agg(a.attname::text) FILTER (WHERE a.attnotnull), '{}') AS "notNull"
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE c.relkind IN ('r', 'p')
      GROUP BY c.relname ORDER BY c.relname`,
  );
  // An expression column of an index (lower(feature)) shows as no name: it is not the key column.
  const uniqueKeys = await tx.query<{ table: string; name: string; columns: string[] }>(
    `SELECT t.relname AS table, i.relname AS name,
            array(SELECT a.attname::text FROM unnest(x.indkey) AS k
                    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k) AS columns
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
      WHERE x.indisunique ORDER BY t.relname, i.relname`,
  );
  const foreignKeys = await tx.query<Catalog['foreignKeys'][number]>(
    `SELECT t.relname AS table, c.conname AS name, r.relname AS target,
            array(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY AS k(n, o)
                    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o) AS columns,
            array(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY AS k(n, o)
                    JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o) AS "targetColumns"
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_class r ON r.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
      WHERE c.contype = 'f' ORDER BY t.relname, c.conname`,
  );
  return { tables: tables.rows, uniqueKeys: uniqueKeys.rows, foreignKeys: foreignKeys.rows };
}

/** What keeps the schema in `tx`'s database from the plan; empty when it holds. */
export async function shardingProblems(
  tx: Tx,
  plan: ShardingPlan = SHARDING_PLAN,
): Promise<string[]> {
  const catalog = await readCatalog(tx);
  const problems: string[] = [];
  const kindOf = (table: string) =>
    table in plan.distributed
      ? 'distributed'
      : plan.reference.includes(table)
        ? 'reference'
        : plan.local.includes(table)
          ? 'local'
          : null;
  const present = new Set(catalog.tables.map((t) => t.table));
  const planned = [...Object.keys(plan.distributed), ...plan.reference, ...plan.local];
  for (const table of planned) {
    if (!present.has(table)) problems.push(`${table} is in the plan but not in the schema`);
  }

  for (const { table, notNull } of catalog.tables) {
    const kind = kindOf(table);
    if (!kind) {
      problems.push(
        `${table} is not in the sharding plan: distributed by corp_id, reference or local?`,
      );
      continue;
    }
    const column = plan.distributed[table];
    if (column && !notNull.includes(column)) {
      problems.push(`${table}: its distribution column ${column} is missing or may be null`);
    }
  }

  const widenKeys = new Set(plan.toWiden.uniqueKeys);
  for (const key of catalog.uniqueKeys) {
    const column = plan.distributed[key.table];
    if (!column) continue;
    const breaks = !key.columns.includes(column);
    if (breaks && !widenKeys.has(key.name)) {
      problems.push(
        `${key.table}: unique key ${key.name} (${key.columns.join(', ')}) lacks ${column}`,
      );
    }
    if (!breaks && widenKeys.has(key.name)) {
      problems.push(
        `${key.table}: ${key.name} already includes ${column}; take it off the list to widen`,
      );
    }
  }
  const uniqueNames = new Set(catalog.uniqueKeys.map((k) => k.name));
  for (const name of widenKeys) {
    if (!uniqueNames.has(name))
      problems.push(`${name} is listed to widen but is not in the schema`);
  }

  const widenForeign = new Set(plan.toWiden.foreignKeys);
  for (const fk of catalog.foreignKeys) {
    const from = kindOf(fk.table);
    const to = kindOf(fk.target);
    if (!from || !to) continue;
    if (from === 'distributed' && to === 'distributed') {
      const at = fk.columns.indexOf(plan.distributed[fk.table]);
      const paired = at >= 0 && fk.targetColumns[at] === plan.distributed[fk.target];
      if (!paired && !widenForeign.has(fk.name)) {
        problems.push(`${fk.table}: foreign key ${fk.name} does not pair the distribution columns`);
      }
      if (paired && widenForeign.has(fk.name)) {
        problems.push(
          `${fk.table}: ${fk.name} already pairs the distribution columns; take it off the list`,
        );
      }
    } else if (from === 'reference' && to !== 'reference') {
      problems.push(
        `${fk.table}: a reference table's foreign key ${fk.name} points at ${to} table ${fk.target}`,
      );
    } else if (to === 'local' && from !== 'local') {
      problems.push(`${fk.table}: foreign key ${fk.name} points at local table ${fk.target}`);
    } else if (from === 'local' && to === 'distributed') {
      problems.push(
        `${fk.table}: local table's foreign key ${fk.name} points at distributed table ${fk.target}`,
      );
    }
  }
  const foreignNames = new Set(catalog.foreignKeys.map((k) => k.name));
  for (const name of widenForeign) {
    if (!foreignNames.has(name))
      problems.push(`${name} is listed to widen but is not in the schema`);
  }
  return problems;
}
