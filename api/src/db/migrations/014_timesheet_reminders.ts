import { APP_ROLE, tenantRls } from '../rls.js';

/**
 * Reminders about missing timesheets (docs/workflows.md#missing-timesheets): one row per sheet an
 * e-mail reminded its employee of, with who sent it (a user, or the daily job), when, to which
 * address and the outbox row of the e-mail. The corporations that exist get the two new settings,
 * as a new corporation does.
 */
export default `
CREATE TABLE timesheet_reminders (
  id           bigserial PRIMARY KEY,
  corp_id      bigint NOT NULL,
  timesheet_id bigint NOT NULL,
  sent_at      timestamptz NOT NULL DEFAULT now(),
  sent_by      text,
  actor_kind   text NOT NULL CHECK (actor_kind IN ('staff', 'job')),
  to_address   text NOT NULL,
  outbox_id    bigint,
  delivery     text NOT NULL,
  FOREIGN KEY (timesheet_id, corp_id) REFERENCES timesheets (id, corp_id) ON DELETE CASCADE
);
CREATE INDEX timesheet_reminders_sheet_idx ON timesheet_reminders (corp_id, timesheet_id, id);
${tenantRls('timesheet_reminders')}
GRANT SELECT, INSERT ON timesheet_reminders TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE timesheet_reminders_id_seq TO ${APP_ROLE};

INSERT INTO admin_settings (corp_id, category, feature, description, value)
SELECT c.id, 'TIMESHEET', s.feature, s.description, s.value
  FROM corporations c
 CROSS JOIN (VALUES
   ('missingAfterDays',
    'Days after a period ends before its timesheet, not yet submitted, counts as missing', '2'),
   ('autoRemind',
    'Whether a daily job e-mails employees about their missing timesheets (true or false)',
    'false')
 ) AS s (feature, description, value)
ON CONFLICT DO NOTHING;
`;
