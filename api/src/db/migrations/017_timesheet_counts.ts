import { APP_ROLE, CURRENT_CORP_SQL } from '../rls.js';

/**
 * Each employee's number of timesheets in each status, kept by the database, so that the total of
 * the timesheets list filtered by employee name (and status) is a sum over the employees that the
 * name search reads anyway, instead of one index descent per employee found
 * (docs/api-conventions.md#lists).
 *
 * `employees.timesheets_<status>` counts the sheets in that status, for each status of migration
 * 005's check: columns rather than an array, as a sum of columns over the employees found costs a
 * third of a sum of array elements. Statement triggers on timesheets add what a statement
 * inserted, deleted or moved between employees and statuses, one UPDATE per statement; they lock
 * the employees in id order, so that two statements that change sheets of the same employees wait
 * for each other instead of deadlocking. A truncation empties every count.
 *
 * `tenant_employee_ids_named_counting` is the employee name search of migration 009 that also
 * answers how many timesheets the employees found have in the given statuses (all when null).
 */
const STATUSES = ['DRAFT', 'PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED', 'LOCKED'];
const column = (status: string) => `timesheets_${status.toLowerCase()}`;
/** One SQL expression per status, joined by `glue`. */
const perStatus = (each: (status: string, column: string) => string, glue = ',\n    ') =>
  STATUSES.map((s) => each(s, column(s))).join(glue);

export default `
ALTER TABLE employees
    ${perStatus((_, c) => `ADD COLUMN ${c} integer NOT NULL DEFAULT 0`)};

UPDATE employees e
   SET ${perStatus((_, c) => `${c} = c.${c}`, ',\n       ')}
  FROM (SELECT employee_id,
               ${perStatus((s, c) => `count(*) FILTER (WHERE status = '${s}') AS ${c}`, ',\n               ')}
          FROM timesheets GROUP BY employee_id) c
 WHERE c.employee_id = e.id;

CREATE FUNCTION shift_employee_timesheet_counts(employee_ids bigint[], statuses text[], signs integer[])
  RETURNS void LANGUAGE sql SET search_path = public, pg_temp
  AS $fn$
    WITH change AS (
      SELECT employee_id,
             ${perStatus((s, c) => `coalesce(sum(sign) FILTER (WHERE status = '${s}'), 0) AS ${c}`, ',\n             ')}
        FROM unnest(employee_ids, statuses, signs) AS u(employee_id, status, sign)
       GROUP BY employee_id
    ), moved AS (
      SELECT * FROM change WHERE ${perStatus((_, c) => `${c} <> 0`, ' OR ')}
    ), locked AS (
      SELECT e.id FROM employees e JOIN moved m ON m.employee_id = e.id
       ORDER BY e.id FOR NO KEY UPDATE OF e
    )
    UPDATE employees e
       SET ${perStatus((_, c) => `${c} = e.${c} + m.${c}`, ',\n           ')}
      FROM moved m
     WHERE m.employee_id = e.id AND e.id IN (SELECT id FROM locked)
  $fn$;
REVOKE ALL ON FUNCTION shift_employee_timesheet_counts(bigint[], text[], integer[]) FROM PUBLIC;

CREATE FUNCTION count_employee_timesheets() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp
  AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM shift_employee_timesheet_counts(array_agg(employee_id), array_agg(status),
                                              array_agg(1)) FROM new_sheets;
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM shift_employee_timesheet_counts(array_agg(employee_id), array_agg(status),
                                              array_agg(-1)) FROM old_sheets;
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM shift_employee_timesheet_counts(array_agg(employee_id), array_agg(status),
                                              array_agg(sign))
         FROM (SELECT employee_id, status, 1 AS sign FROM new_sheets
               UNION ALL
               SELECT employee_id, status, -1 FROM old_sheets) moved;
    ELSE
      UPDATE employees SET ${perStatus((_, c) => `${c} = 0`, ', ')}
       WHERE ${perStatus((_, c) => `${c} <> 0`, ' OR ')};
    END IF;
    RETURN NULL;
  END
  $fn$;
REVOKE ALL ON FUNCTION count_employee_timesheets() FROM PUBLIC;

CREATE TRIGGER timesheets_counted_insert AFTER INSERT ON timesheets
  REFERENCING NEW TABLE AS new_sheets
  FOR EACH STATEMENT EXECUTE FUNCTION count_employee_timesheets();
CREATE TRIGGER timesheets_counted_update AFTER UPDATE ON timesheets
  REFERENCING OLD TABLE AS old_sheets NEW TABLE AS new_sheets
  FOR EACH STATEMENT EXECUTE FUNCTION count_employee_timesheets();
CREATE TRIGGER timesheets_counted_delete AFTER DELETE ON timesheets
  REFERENCING OLD TABLE AS old_sheets
  FOR EACH STATEMENT EXECUTE FUNCTION count_employee_timesheets();
CREATE TRIGGER timesheets_counted_truncate AFTER TRUNCATE ON timesheets
  FOR EACH STATEMENT EXECUTE FUNCTION count_employee_timesheets();

CREATE FUNCTION tenant_employee_ids_named_counting(
    pattern text, max_ids integer, statuses text[], OUT ids bigint[], OUT total bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $fn$
    SELECT CASE WHEN count(*) > max_ids THEN NULL ELSE coalesce(array_agg(id), '{}') END,
      ${perStatus(
        (s, c) => `coalesce(sum(${c}), 0) * (statuses IS NULL OR '${s}' = ANY(statuses))::integer`,
        ' +\n      ',
      )}
      FROM (SELECT id, ${perStatus((_, c) => c, ', ')}
              FROM employees
             WHERE corp_id = ${CURRENT_CORP_SQL} AND lower(full_name) LIKE lower(pattern) ESCAPE '\\'
             LIMIT max_ids + 1) matching
  $fn$;
REVOKE ALL ON FUNCTION tenant_employee_ids_named_counting(text, integer, text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tenant_employee_ids_named_counting(text, integer, text[]) TO ${APP_ROLE};
`;
