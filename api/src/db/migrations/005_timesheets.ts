/**
 * Timesheets, their day-by-day items and their attachments: tenant tables (row-level security on
 * `corp_id`) managed by the request role.
 *
 * A timesheet belongs to one employee and one vendor of its own corporation: the (id, corp_id)
 * keys make the database refuse a timesheet that points into another tenant. Items hold one row per
 * calendar day of the period; `timesheets.total_hours` is their sum, rewritten in the same
 * transaction as every item write, so that the list sorts and filters on a plain indexed column.
 *
 * Attachment bytes live in the attachment row itself: one transaction writes the row and its file,
 * so a crash can never leave a row without its file or a file without its row, and every API
 * process sees the same files.
 */
import { APP_ROLE, tenantRls } from '../rls.js';

export default `
ALTER TABLE employees ADD CONSTRAINT employees_id_corp_key UNIQUE (id, corp_id);

CREATE TABLE timesheets (
  id                bigserial PRIMARY KEY,
  corp_id           bigint NOT NULL REFERENCES corporations (id) ON DELETE CASCADE,
  employee_id       bigint NOT NULL,
  vendor_id         bigint NOT NULL,
  period_start_date date NOT NULL,
  period_end_date   date NOT NULL,
  total_hours       numeric(8, 2) NOT NULL DEFAULT 0 CHECK (total_hours >= 0),
  status            text NOT NULL DEFAULT 'PENDING'
                      CHECK (status IN ('DRAFT', 'PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED', 'LOCKED')),
  billing_code      text NOT NULL CHECK (btrim(billing_code) <> ''),
  notes             text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  update_date       timestamptz NOT NULL DEFAULT now(),
  CHECK (period_end_date >= period_start_date),
  CHECK (period_end_date - period_start_date < 62),
  UNIQUE (id, corp_id),
  FOREIGN KEY (employee_id, corp_id) REFERENCES employees (id, corp_id),
  FOREIGN KEY (vendor_id, corp_id) REFERENCES vendors (id, corp_id)
);
CREATE INDEX timesheets_corp_id_idx ON timesheets (corp_id, id);
CREATE INDEX timesheets_employee_idx ON timesheets (corp_id, employee_id, period_start_date, id);
CREATE INDEX timesheets_vendor_idx ON timesheets (corp_id, vendor_id, id);
CREATE INDEX timesheets_start_idx ON timesheets (corp_id, period_start_date, id);
CREATE INDEX timesheets_end_idx ON timesheets (corp_id, period_end_date, id);
CREATE INDEX timesheets_total_idx ON timesheets (corp_id, total_hours, id);
CREATE INDEX timesheets_status_idx ON timesheets (corp_id, status, id);
CREATE INDEX timesheets_billing_code_idx ON timesheets (corp_id, lower(billing_code), id);

CREATE TABLE timesheet_items (
  id            bigserial PRIMARY KEY,
  corp_id       bigint NOT NULL,
  timesheet_id  bigint NOT NULL,
  calendar_date date NOT NULL,
  type          text NOT NULL DEFAULT 'BILLABLE' CHECK (type IN ('BILLABLE', 'HOLIDAY', 'NON_BILLABLE')),
  hours_worked  numeric(4, 2) NOT NULL DEFAULT 0 CHECK (hours_worked >= 0 AND hours_worked <= 24),
  extra_hours   numeric(4, 2) NOT NULL DEFAULT 0 CHECK (extra_hours >= 0 AND extra_hours <= 24),
  comment       text,
  CHECK (hours_worked + extra_hours <= 24),
  UNIQUE (timesheet_id, calendar_date),
  FOREIGN KEY (timesheet_id, corp_id) REFERENCES timesheets (id, corp_id) ON DELETE CASCADE
);
CREATE INDEX timesheet_items_corp_idx ON timesheet_items (corp_id);

CREATE TABLE timesheet_attachments (
  id            bigserial PRIMARY KEY,
  corp_id       bigint NOT NULL,
  timesheet_id  bigint NOT NULL,
  filename      text NOT NULL CHECK (btrim(filename) <> ''),
  content_type  text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes    integer NOT NULL CHECK (size_bytes > 0),
  content       bytea NOT NULL,
  uploaded_by   text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (timesheet_id, corp_id) REFERENCES timesheets (id, corp_id) ON DELETE CASCADE
);
CREATE INDEX timesheet_attachments_timesheet_idx ON timesheet_attachments (timesheet_id, id);
CREATE INDEX timesheet_attachments_corp_idx ON timesheet_attachments (corp_id);
-- Files are already compressed (PDF, JPEG, PNG): do not spend CPU compressing them again.
ALTER TABLE timesheet_attachments ALTER COLUMN content SET STORAGE EXTERNAL;

${tenantRls('timesheets')}
${tenantRls('timesheet_items')}
${tenantRls('timesheet_attachments')}

GRANT SELECT, INSERT, UPDATE, DELETE ON timesheets, timesheet_items, timesheet_attachments TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE timesheets_id_seq, timesheet_items_id_seq,
  timesheet_attachments_id_seq TO ${APP_ROLE};
`;
