/**
 * Employees (people placed at vendors), their contact entries and the sign-in link to `users`.
 *
 * Tenancy: both tables are tenant tables (row-level security on `corp_id`); requests read and write
 * them as `staffledger_app`. An employee's sign-in account is a `users` row (username = the
 * employee's e-mail) kept in step by the employee write itself, in the same tenant transaction
 * (`users` is a tenant table too, and the request role may insert and update it).
 *
 * `full_name` is a stored generated column (first [middle] last) so that the list sorts and filters
 * on it in one indexed query. Every list sort has a (corp_id, sort expression, id) index, so that a
 * tenant's page is one index scan.
 *
 * `revoke_employee_reset_codes(user_id)`: when an employee's account is renamed or disabled, any
 * reset code already e-mailed to the old address must stop working. Reset codes are owner-only
 * data, so the request role gets exactly this one operation, limited to accounts of employees of
 * the transaction's corporation.
 */
import { APP_ROLE, CURRENT_CORP_SQL, tenantRls } from '../rls.js';

export default `
CREATE TABLE employees (
  id                bigserial PRIMARY KEY,
  corp_id           bigint NOT NULL REFERENCES corporations (id) ON DELETE CASCADE,
  first_name        text NOT NULL CHECK (btrim(first_name) <> ''),
  middle_name       text,
  last_name         text NOT NULL CHECK (btrim(last_name) <> ''),
  full_name         text GENERATED ALWAYS AS
                      (first_name || ' ' || COALESCE(middle_name || ' ', '') || last_name) STORED,
  designation       text NOT NULL,
  role              text NOT NULL DEFAULT 'EMPLOYEE' CHECK (role IN ('EMPLOYEE', 'EMPLOYER')),
  status            text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'ON_LEAVE')),
  start_date        date,
  end_date          date,
  email             text,
  phone             text,
  guest_code        text,
  work_auth         text NOT NULL,
  category          text NOT NULL,
  spouse_name       text,
  children_count    integer CHECK (children_count >= 0),
  emergency_contact text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  update_date       timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);
CREATE UNIQUE INDEX employees_guest_code_key ON employees (guest_code) WHERE guest_code IS NOT NULL;
CREATE INDEX employees_corp_id_idx ON employees (corp_id, id);
CREATE INDEX employees_full_name_idx ON employees (corp_id, lower(full_name), id);
CREATE INDEX employees_last_first_idx ON employees (corp_id, lower(last_name), lower(first_name), id);
CREATE INDEX employees_designation_idx ON employees (corp_id, lower(designation), id);
CREATE INDEX employees_status_idx ON employees (corp_id, status, id);
CREATE INDEX employees_category_idx ON employees (corp_id, lower(category), id);
CREATE INDEX employees_work_auth_idx ON employees (corp_id, lower(work_auth), id);
CREATE INDEX employees_start_date_idx ON employees (corp_id, start_date, id);
CREATE INDEX employees_end_date_idx ON employees (corp_id, end_date, id);
${tenantRls('employees')}
GRANT SELECT, INSERT, UPDATE, DELETE ON employees TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE employees_id_seq TO ${APP_ROLE};

CREATE TABLE employee_contacts (
  id               bigserial PRIMARY KEY,
  corp_id          bigint NOT NULL REFERENCES corporations (id) ON DELETE CASCADE,
  employee_id      bigint NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  position         integer NOT NULL CHECK (position >= 0),
  type             text NOT NULL CHECK (type IN ('EMAIL', 'PHONE', 'ADDRESS')),
  value            text NOT NULL CHECK (btrim(value) <> ''),
  start_date       date,
  end_date         date,
  priority         integer NOT NULL DEFAULT 1 CHECK (priority >= 1),
  additional_notes text,
  UNIQUE (employee_id, position)
);
CREATE INDEX employee_contacts_corp_idx ON employee_contacts (corp_id);
${tenantRls('employee_contacts')}
GRANT SELECT, INSERT, UPDATE, DELETE ON employee_contacts TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE employee_contacts_id_seq TO ${APP_ROLE};

CREATE FUNCTION revoke_employee_reset_codes(p_user_id bigint) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  DELETE FROM password_reset_codes c
   USING users u
   WHERE c.user_id = u.id
     AND u.id = p_user_id
     AND u.employee_id IS NOT NULL
     AND u.corp_id = ${CURRENT_CORP_SQL}
$fn$;
REVOKE ALL ON FUNCTION revoke_employee_reset_codes(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION revoke_employee_reset_codes(bigint) TO ${APP_ROLE};
`;
