import { APP_ROLE, CURRENT_CORP_SQL } from '../rls.js';

/**
 * Each employee's number of timesheets in each status, kept by the database, so that the total of
 * the timesheets list filtered by employee name (and status) is a sum over the employees that the
 * name search reads anyway, instead of one index descent per employee found
 * (docs/api-conventions.md#lists).
 *
 * `employees.timesheets_<status>` counts the sheets in that status, for each status of migration
 * 005's check: columns rather than an array, as a sum of columns over the employees found costs a
 * third of a sum of array elements.
 *
 * Inserts and deletes are counted by statement triggers, one UPDATE per statement whatever its
 * number of rows, locking the employees in id order. A change of status or employee is counted by
 * a row trigger that fires only when one of them changes, so that the writes that change neither
 * (saving items rewrites the total) pay nothing. A transaction that changes several sheets one
 * statement at a time locks them and then their employees first, in id order
 * (`lockSheetsAndEmployees`), so that two of them cannot deadlock. A truncation empties every count.
 *
 * `tenant_employee_ids_named_counting` is the employee name search of migration 009 that also
 * answers how many timesheets the employees found have in the given statuses (all when null).
 */
const STATUSES = ['DRAFT', 'PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED', 'LOCKED'];
const column = (status: string) => `timesheets_${status.toLowerCase()}`;
/** One SQL expression per status, joined by `glue`. */
const perStatus = (each: (status: string, column: string) => string, glue: string) =>
  STATUSES.map((s) => each(s, column(s))).join(glue);

export default `
ALTER TABLE employees
    ${perStatus((_, c) => `ADD COLUMN ${c} integer NOT NULL DEFAULT 0`, ',\n    ')};

UPDATE employees e
   SET ${perStatus((_, c) => `${c} = c.${c}`, ',\n       ')}
  FROM (SELECT employee_id,
               ${perStatus((s, c) => `count(*) FILTER (WHERE status = '${s}') AS ${c}`, ',\n               ')}
          FROM timesheets GROUP BY employee_id) c
 WHERE c.employee_id = e.id;

CREATE FUNCTION count_timesheets_added() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp
  AS $fn$
  DECLARE
    direction integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      UPDATE employees SET ${perStatus((_, c) => `${c} = 0`, ', ')}
       WHERE ${perStatus((_, c) => `${c} <> 0`, ' OR ')};
      RETURN NULL;
    END IF;
    WITH change AS (
      SELECT employee_id,
             ${perStatus((s, c) => `count(*) FILTER (WHERE status = '${s}') AS ${c}`, ',\n             ')}
        FROM sheets GROUP BY employee_id
    ), locked AS (
      SELECT e.id FROM employees e JOIN change c ON c.employee_id = e.id
       ORDER BY e.id FOR NO KEY UPDATE OF e
    )
    UPDATE employees e
       SET ${perStatus((_, c) => `${c} = e.${c} + direction * c.${c}`, ',\n           ')}
      FROM change c
     WHERE c.employee_id = e.id AND e.id IN (SELECT id FROM locked);
    RETURN NULL;
  END
  $fn$;
REVOKE ALL ON FUNCTION count_timesheets_added() FROM PUBLIC;

CREATE FUNCTION count_timesheet_moved() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp
  AS $fn$
  BEGIN
    -- one employee, or the two a sheet moves between (their ids in order)
    UPDATE employees e
       SET ${perStatus(
         (s, c) =>
           `${c} = e.${c} + (e.id = NEW.employee_id AND NEW.status = '${s}')::integer
                                - (e.id = OLD.employee_id AND OLD.status = '${s}')::integer`,
         ',\n           ',
       )}
     WHERE e.id IN (OLD.employee_id, NEW.employee_id);
    RETURN NULL;
  END
  $fn$;
REVOKE ALL ON FUNCTION count_timesheet_moved() FROM PUBLIC;

CREATE TRIGGER timesheets_counted_insert AFTER INSERT ON timesheets
  REFERENCING NEW TABLE AS sheets
  FOR EACH STATEMENT EXECUTE FUNCTION count_timesheets_added();
CREATE TRIGGER timesheets_counted_delete AFTER DELETE ON timesheets
  REFERENCING OLD TABLE AS sheets
  FOR EACH STATEMENT EXECUTE FUNCTION count_timesheets_added();
CREATE TRIGGER timesheets_counted_truncate AFTER TRUNCATE ON timesheets
  FOR EACH STATEMENT EXECUTE FUNCTION count_timesheets_added();
CREATE TRIGGER timesheets_counted_move AFTER UPDATE OF status, employee_id ON timesheets
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.employee_id IS DISTINCT FROM NEW.employee_id)
  EXECUTE FUNCTION count_timesheet_moved();

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
