import { APP_ROLE, tenantRls } from '../rls.js';

/**
 * Dunning (docs/workflows.md#dunning): a vendor's billing contact, who receives invoices and their
 * reminders before the primary contact; and every e-mail of an invoice (Send and Remind by hand,
 * the scheduled reminders) with who sent it, when, to whom and how the delivery went. A scheduled
 * step is claimed once per invoice by the unique key, whatever process sends it. The corporations
 * that exist get the reminder schedule setting, as a new corporation does.
 */
export default `
ALTER TABLE vendor_contacts ADD COLUMN is_billing boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX vendor_contacts_billing_key ON vendor_contacts (corp_id, vendor_id)
  WHERE is_billing;

CREATE TABLE invoice_mails (
  id         bigserial PRIMARY KEY,
  corp_id    bigint NOT NULL,
  invoice_id bigint NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('send', 'remind', 'scheduled')),
  step       integer CHECK ((kind = 'scheduled') = (step IS NOT NULL)),
  sent_at    timestamptz NOT NULL DEFAULT now(),
  sent_by    text,
  to_address text NOT NULL,
  outbox_id  bigint,
  delivery   text NOT NULL,
  FOREIGN KEY (invoice_id, corp_id) REFERENCES invoices (id, corp_id) ON DELETE CASCADE
);
CREATE INDEX invoice_mails_invoice_idx ON invoice_mails (corp_id, invoice_id, id);
CREATE UNIQUE INDEX invoice_mails_step_key ON invoice_mails (corp_id, invoice_id, step)
  WHERE step IS NOT NULL;
${tenantRls('invoice_mails')}
GRANT SELECT, INSERT, UPDATE ON invoice_mails TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE invoice_mails_id_seq TO ${APP_ROLE};

INSERT INTO admin_settings (corp_id, category, feature, description, value)
SELECT id, 'INVOICE', 'reminderSchedule',
       'Days from the due date on which unpaid invoices are e-mailed again (negative: before it)',
       '-3,0,7,21'
  FROM corporations
ON CONFLICT DO NOTHING;
`;
