import { APP_ROLE, tenantRls } from '../rls.js';

/**
 * Client approval (docs/client-approval.md): a vendor contact may be an approver; a submitted
 * sheet may wait for its vendor's approvers (`awaiting_client`, since `client_sent_at`); the links
 * e-mailed to them are kept only as the SHA-256 digest of their token, with the contact they were
 * sent to named by vendor and e-mail (a vendor save re-creates its contacts); `approver_mailings`
 * remembers when each approver was last e-mailed, so that the daily digest and reminders send at
 * most one e-mail per approver per day. Any move out of SUBMITTED clears `awaiting_client`, by the
 * trigger, whatever code moves it. The audit trail gains the approver as a kind of actor. The
 * corporations that exist get the three new settings, as a new corporation does.
 */
export default `
ALTER TABLE vendor_contacts ADD COLUMN is_approver boolean NOT NULL DEFAULT false;

ALTER TABLE timesheets
  ADD COLUMN awaiting_client boolean NOT NULL DEFAULT false,
  ADD COLUMN client_sent_at timestamptz,
  ADD CONSTRAINT timesheets_awaiting_client_submitted
    CHECK (NOT awaiting_client OR (status = 'SUBMITTED' AND client_sent_at IS NOT NULL));
CREATE INDEX timesheets_awaiting_client_idx ON timesheets (corp_id, vendor_id, client_sent_at)
  WHERE awaiting_client;

CREATE FUNCTION clear_awaiting_client() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp
  AS $fn$
  BEGIN
    IF NEW.status <> 'SUBMITTED' THEN
      NEW.awaiting_client := false;
    END IF;
    RETURN NEW;
  END
  $fn$;
CREATE TRIGGER timesheets_clear_awaiting_client
  BEFORE UPDATE OF status ON timesheets
  FOR EACH ROW WHEN (NEW.awaiting_client AND NEW.status <> 'SUBMITTED')
  EXECUTE FUNCTION clear_awaiting_client();

CREATE TABLE approval_links (
  id           bigserial PRIMARY KEY,
  corp_id      bigint NOT NULL REFERENCES corporations (id) ON DELETE CASCADE,
  vendor_id    bigint NOT NULL,
  email        text NOT NULL CHECK (email = lower(email) AND btrim(email) <> ''),
  contact_name text NOT NULL,
  token_hash   bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
  sent_at      timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL CHECK (expires_at > sent_at),
  timesheet_ids bigint[] NOT NULL,
  outbox_id    bigint,
  FOREIGN KEY (vendor_id, corp_id) REFERENCES vendors (id, corp_id) ON DELETE CASCADE
);
CREATE INDEX approval_links_vendor_idx ON approval_links (corp_id, vendor_id, email);
${tenantRls('approval_links')}
GRANT SELECT, INSERT, UPDATE ON approval_links TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE approval_links_id_seq TO ${APP_ROLE};

CREATE TABLE approver_mailings (
  corp_id   bigint NOT NULL,
  vendor_id bigint NOT NULL,
  email     text NOT NULL CHECK (email = lower(email)),
  mailed_at timestamptz NOT NULL,
  PRIMARY KEY (corp_id, vendor_id, email),
  FOREIGN KEY (vendor_id, corp_id) REFERENCES vendors (id, corp_id) ON DELETE CASCADE
);
${tenantRls('approver_mailings')}
GRANT SELECT, INSERT, UPDATE, DELETE ON approver_mailings TO ${APP_ROLE};

ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_actor_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_kind_check
  CHECK (actor_kind IN ('staff', 'employee', 'guest', 'job', 'approver'));

INSERT INTO admin_settings (corp_id, category, feature, description, value)
SELECT c.id, 'TIMESHEET', s.feature, s.description, s.value
  FROM corporations c
 CROSS JOIN (VALUES
   ('clientApproval',
    'Whether submitted timesheets also go to the vendor''s approvers: off, optional (staff may still accept), or required (staff give a reason to accept without them)',
    'off'),
   ('approvalLinkDays', 'Days an approval link e-mailed to a vendor approver keeps working', '14'),
   ('approvalReminderDays',
    'Days a timesheet waits for the client before the daily job reminds its approvers (once a day)',
    '3')
 ) AS s (feature, description, value)
ON CONFLICT DO NOTHING;
`;
