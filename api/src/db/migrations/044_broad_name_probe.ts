import { EMPLOYEE_TIMESHEETS_COUNTED, ID_SEARCHES, NAME_PROBE } from '../id-search.js';
import { APP_ROLE, CURRENT_CORP_SQL } from '../rls.js';

/**
 * The name searches of migrations 009 and 017 learn first whether a text is broad (see
 * `NAME_PROBE`), from a sample of the tenant's rows, instead of finding that out by running to
 * their cap of ids and giving the work up: a broad text answers NULL at once, and the list matches
 * it on the rows it walks. The counting search then still answers the list's total, summed over
 * every employee the text matches (a read of the tenant's employees, not of their timesheets).
 * Over the cap without being broad (a very large tenant), both answer NULL as before, and the
 * total is counted by the list.
 */
const { sample } = NAME_PROBE;
const LIKE = (column: string) => `lower(${column}) LIKE lower(pattern) ESCAPE '\\'`;

/** True when the tenant has `sample` rows or more and `share` of them matches the text. */
const broad = (table: string, column: string, share: number) => `
    (SELECT count(*) = ${sample} AND count(*) FILTER (WHERE ${LIKE(column)}) >= ${Math.ceil(sample * share)}
       FROM (SELECT ${column} FROM ${table} WHERE corp_id = ${CURRENT_CORP_SQL}
              ORDER BY id LIMIT ${sample}) sampled)`;

type Probed = { fn: string; table: string; column: string; broadShare: number };

const probedSearch = ({ fn, table, column, broadShare }: Probed) => `
CREATE OR REPLACE FUNCTION ${fn}(pattern text, max_ids integer) RETURNS bigint[]
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $fn$
  BEGIN
    IF ${broad(table, column, broadShare)} THEN
      RETURN NULL;
    END IF;
    RETURN (SELECT CASE WHEN count(*) > max_ids THEN NULL ELSE coalesce(array_agg(id), '{}') END
              FROM (SELECT id FROM ${table}
                     WHERE corp_id = ${CURRENT_CORP_SQL} AND ${LIKE(column)}
                     LIMIT max_ids + 1) matching);
  END
  $fn$;
REVOKE ALL ON FUNCTION ${fn}(text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION ${fn}(text, integer) TO ${APP_ROLE};
`;

const STATUSES = ['DRAFT', 'PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED', 'LOCKED'];
/** The employees' timesheets in the asked statuses (all when null), summed (migration 017). */
const SHEETS = STATUSES.map(
  (s) =>
    `coalesce(sum(timesheets_${s.toLowerCase()}), 0) * (statuses IS NULL OR '${s}' = ANY(statuses))::integer`,
).join(' + ');

export default `
${probedSearch(ID_SEARCHES.employeeName)}
${probedSearch(ID_SEARCHES.vendorName)}

CREATE OR REPLACE FUNCTION ${EMPLOYEE_TIMESHEETS_COUNTED}(
    pattern text, max_ids integer, statuses text[], OUT ids bigint[], OUT total bigint)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $fn$
  BEGIN
    IF ${broad('employees', 'full_name', ID_SEARCHES.employeeName.broadShare)} THEN
      ids := NULL;
      SELECT ${SHEETS} INTO total
        FROM employees WHERE corp_id = ${CURRENT_CORP_SQL} AND ${LIKE('full_name')};
      RETURN;
    END IF;
    SELECT CASE WHEN count(*) > max_ids THEN NULL ELSE coalesce(array_agg(id), '{}') END,
           CASE WHEN count(*) > max_ids THEN NULL ELSE ${SHEETS} END
      INTO ids, total
      FROM (SELECT * FROM employees
             WHERE corp_id = ${CURRENT_CORP_SQL} AND ${LIKE('full_name')}
             LIMIT max_ids + 1) matching;
  END
  $fn$;
REVOKE ALL ON FUNCTION ${EMPLOYEE_TIMESHEETS_COUNTED}(text, integer, text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION ${EMPLOYEE_TIMESHEETS_COUNTED}(text, integer, text[]) TO ${APP_ROLE};
`;
