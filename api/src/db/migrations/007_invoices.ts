/**
 * Invoices, their line items and the per-tenant number counter: tenant tables (row-level security
 * on `corp_id`) managed by the request role.
 *
 * Numbers are gap-free per corporation: a create takes the next one from `invoice_counters` inside
 * its own transaction, so a failed create gives its number back and concurrent creates queue on the
 * counter row. An invoice made from a timesheet points at it, and a timesheet has at most one.
 * An item's amount is derived by the database (quantity × price, rounded to cents), never sent.
 *
 * Send and Remind are recorded in the audit log under their own action names.
 */
import { APP_ROLE, tenantRls } from '../rls.js';

export default `
CREATE TABLE invoices (
  id           bigserial PRIMARY KEY,
  corp_id      bigint NOT NULL REFERENCES corporations (id) ON DELETE CASCADE,
  number       text NOT NULL CHECK (btrim(number) <> ''),
  vendor_id    bigint NOT NULL,
  amount       numeric(12, 2) NOT NULL CHECK (amount >= 0),
  invoice_date date NOT NULL,
  due_date     date NOT NULL,
  status       text NOT NULL DEFAULT 'PENDING'
                 CHECK (status IN ('PENDING', 'PAID', 'OVERDUE', 'CANCELLED')),
  sent         boolean NOT NULL DEFAULT false,
  sent_at      timestamptz,
  paid_at      timestamptz,
  timesheet_id bigint,
  created_at   timestamptz NOT NULL DEFAULT now(),
  update_date  timestamptz NOT NULL DEFAULT now(),
  CHECK (due_date >= invoice_date),
  UNIQUE (corp_id, number),
  UNIQUE (id, corp_id),
  FOREIGN KEY (vendor_id, corp_id) REFERENCES vendors (id, corp_id),
  FOREIGN KEY (timesheet_id, corp_id) REFERENCES timesheets (id, corp_id)
);
CREATE UNIQUE INDEX invoices_timesheet_key ON invoices (timesheet_id) WHERE timesheet_id IS NOT NULL;
CREATE INDEX invoices_corp_id_idx ON invoices (corp_id, id);
CREATE INDEX invoices_number_idx ON invoices (corp_id, number, id);
CREATE INDEX invoices_vendor_idx ON invoices (corp_id, vendor_id, id);
CREATE INDEX invoices_amount_idx ON invoices (corp_id, amount, id);
CREATE INDEX invoices_invoice_date_idx ON invoices (corp_id, invoice_date, id);
CREATE INDEX invoices_due_date_idx ON invoices (corp_id, due_date, id);
CREATE INDEX invoices_status_idx ON invoices (corp_id, status, id);
-- the daily overdue job looks for Pending invoices past their due date across tenants
CREATE INDEX invoices_pending_due_idx ON invoices (due_date) WHERE status = 'PENDING';

CREATE TABLE invoice_items (
  id          bigserial PRIMARY KEY,
  corp_id     bigint NOT NULL,
  invoice_id  bigint NOT NULL,
  position    integer NOT NULL CHECK (position >= 0),
  description text NOT NULL CHECK (btrim(description) <> ''),
  quantity    numeric(10, 2) NOT NULL CHECK (quantity >= 0),
  price       numeric(12, 2) NOT NULL CHECK (price >= 0),
  amount      numeric(14, 2) GENERATED ALWAYS AS (round(quantity * price, 2)) STORED,
  UNIQUE (invoice_id, position),
  FOREIGN KEY (invoice_id, corp_id) REFERENCES invoices (id, corp_id) ON DELETE CASCADE
);
CREATE INDEX invoice_items_corp_idx ON invoice_items (corp_id);

CREATE TABLE invoice_counters (
  corp_id     bigint PRIMARY KEY REFERENCES corporations (id) ON DELETE CASCADE,
  last_number bigint NOT NULL CHECK (last_number > 0)
);

${tenantRls('invoices')}
${tenantRls('invoice_items')}
${tenantRls('invoice_counters')}

GRANT SELECT, INSERT, UPDATE, DELETE ON invoices, invoice_items TO ${APP_ROLE};
GRANT SELECT, INSERT, UPDATE ON invoice_counters TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE invoices_id_seq, invoice_items_id_seq TO ${APP_ROLE};

ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
  CHECK (action IN ('create', 'update', 'delete', 'status', 'send', 'remind'));
`;
