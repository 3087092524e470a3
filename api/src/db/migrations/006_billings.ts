/**
 * Billing arrangements: an employee placed at a vendor, billed at a rate on a frequency. A tenant
 * table (row-level security on `corp_id`) managed by the request role; its employee and vendor
 * belong to the same corporation (composite keys).
 *
 * An active arrangement produces the timesheets of its periods: `timesheets.billing_id` links a
 * generated sheet to its arrangement, and one arrangement has at most one sheet per period start,
 * so generating again (a retry, a second process) never duplicates a sheet.
 */
import { APP_ROLE, tenantRls } from '../rls.js';

export default `
CREATE TABLE billings (
  id                    bigserial PRIMARY KEY,
  corp_id               bigint NOT NULL REFERENCES corporations (id) ON DELETE CASCADE,
  employee_id           bigint NOT NULL,
  vendor_id             bigint NOT NULL,
  bill_rate             numeric(10, 2) NOT NULL CHECK (bill_rate >= 0),
  invoice_due_days      integer NOT NULL CHECK (invoice_due_days BETWEEN 0 AND 365),
  invoice_frequency     text NOT NULL CHECK (invoice_frequency IN ('WEEKLY', 'BIWEEKLY', 'MONTHLY')),
  billing_code          text NOT NULL CHECK (btrim(billing_code) <> ''),
  item_description      text NOT NULL CHECK (btrim(item_description) <> ''),
  start_date            date NOT NULL,
  first_period_end_date date NOT NULL,
  end_date              date,
  status                text NOT NULL DEFAULT 'PENDING'
                          CHECK (status IN ('PENDING', 'ACTIVE', 'INACTIVE', 'CANCELLED')),
  notes                 text,
  created_at            timestamptz NOT NULL DEFAULT now(),
  update_date           timestamptz NOT NULL DEFAULT now(),
  CHECK (first_period_end_date >= start_date),
  CHECK (first_period_end_date - start_date < 62),
  CHECK (end_date IS NULL OR end_date >= start_date),
  UNIQUE (id, corp_id),
  FOREIGN KEY (employee_id, corp_id) REFERENCES employees (id, corp_id),
  FOREIGN KEY (vendor_id, corp_id) REFERENCES vendors (id, corp_id)
);
CREATE INDEX billings_corp_id_idx ON billings (corp_id, id);
CREATE INDEX billings_employee_idx ON billings (corp_id, employee_id, id);
CREATE INDEX billings_vendor_idx ON billings (corp_id, vendor_id, id);
CREATE INDEX billings_status_idx ON billings (corp_id, status, id);
CREATE INDEX billings_code_idx ON billings (corp_id, lower(billing_code), id);
CREATE INDEX billings_rate_idx ON billings (corp_id, bill_rate, id);
CREATE INDEX billings_start_idx ON billings (corp_id, start_date, id);
${tenantRls('billings')}
GRANT SELECT, INSERT, UPDATE, DELETE ON billings TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE billings_id_seq TO ${APP_ROLE};

ALTER TABLE timesheets ADD COLUMN billing_id bigint;
ALTER TABLE timesheets ADD FOREIGN KEY (billing_id, corp_id) REFERENCES billings (id, corp_id);
CREATE UNIQUE INDEX timesheets_billing_period_key ON timesheets (billing_id, period_start_date)
  WHERE billing_id IS NOT NULL;
`;
