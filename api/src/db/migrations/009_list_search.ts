import { ID_SEARCHES } from '../id-search.js';
import { APP_ROLE, CURRENT_CORP_SQL } from '../rls.js';

/**
 * The "contains" filters of the large lists at an agency's size (docs/api-conventions.md#lists).
 *
 * Row-level security keeps a non-leakproof operator such as ILIKE from being used inside an index
 * scan of a table with a policy, so a trigram index on employee names would never serve a request.
 * Each searchable column therefore gets a function that runs as the owner (who sees through the
 * policies, and whose queries can use the index) and answers only the current tenant's ids, read
 * from the same setting the policies read. It answers NULL past `max_ids` matches: the list then
 * matches the text on every row as before, since a broad pattern matches early rows anyway. The
 * functions compare lower-case text with LIKE, which is what ILIKE does in a multi-byte encoding,
 * at a third of its cost per row.
 *
 * pg_trgm is a trusted extension (a database owner may create it); where the server has no
 * contrib modules or the role may not create it, the functions work without the indexes.
 *
 * The covering indexes let the timesheets list and its count read the index alone when the filter
 * is a set of employee or vendor ids and a status.
 */
const searchFunction = ({
  fn: name,
  table,
  column,
}: {
  fn: string;
  table: string;
  column: string;
}) => `
CREATE FUNCTION ${name}(pattern text, max_ids integer) RETURNS bigint[]
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $fn$
    SELECT CASE WHEN count(*) > max_ids THEN NULL ELSE coalesce(array_agg(id), '{}') END
      FROM (SELECT id FROM ${table}
             WHERE corp_id = ${CURRENT_CORP_SQL} AND lower(${column}) LIKE lower(pattern) ESCAPE '\\'
             LIMIT max_ids + 1) matching
  $fn$;
REVOKE ALL ON FUNCTION ${name}(text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION ${name}(text, integer) TO ${APP_ROLE};
`;

export default `
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
  RAISE NOTICE 'pg_trgm is not available (%): the contains filters work without trigram indexes', SQLERRM;
END $$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_opclass WHERE opcname = 'gin_trgm_ops') THEN
    CREATE INDEX employees_full_name_trgm ON employees USING gin (lower(full_name) gin_trgm_ops);
    CREATE INDEX vendors_name_trgm ON vendors USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX invoices_number_trgm ON invoices USING gin (lower(number) gin_trgm_ops);
  END IF;
END $$;

${Object.values(ID_SEARCHES).map(searchFunction).join('')}

DROP INDEX timesheets_start_idx;
CREATE INDEX timesheets_start_idx ON timesheets (corp_id, period_start_date, id)
  INCLUDE (employee_id, vendor_id, status);
DROP INDEX timesheets_employee_idx;
CREATE INDEX timesheets_employee_idx ON timesheets (corp_id, employee_id, period_start_date, id)
  INCLUDE (status);
DROP INDEX timesheets_vendor_idx;
CREATE INDEX timesheets_vendor_idx ON timesheets (corp_id, vendor_id, id) INCLUDE (status);
`;
