import { APP_ROLE, tenantRls } from '../rls.js';

/**
 * One row per employee reminded of missing timesheets (docs/workflows.md#missing-timesheets): when
 * the last reminder was claimed. A reminder claims its employee in one statement before it is
 * e-mailed, so two Remind all at once, or Remind all and the daily job, e-mail each employee once
 * within the corporation's `TIMESHEET remindAgainAfterHours`. The claims start from the reminders
 * already sent; the corporations that exist get the new setting, as a new corporation does.
 */
export default `
CREATE TABLE employee_reminder_claims (
  corp_id     bigint NOT NULL,
  employee_id bigint NOT NULL,
  claimed_at  timestamptz NOT NULL,
  PRIMARY KEY (corp_id, employee_id),
  FOREIGN KEY (employee_id, corp_id) REFERENCES employees (id, corp_id) ON DELETE CASCADE
);
${tenantRls('employee_reminder_claims')}
GRANT SELECT, INSERT, UPDATE, DELETE ON employee_reminder_claims TO ${APP_ROLE};

INSERT INTO employee_reminder_claims (corp_id, employee_id, claimed_at)
SELECT r.corp_id, t.employee_id, max(r.sent_at)
  FROM timesheet_reminders r
  JOIN timesheets t ON t.id = r.timesheet_id AND t.corp_id = r.corp_id
 GROUP BY r.corp_id, t.employee_id;

INSERT INTO admin_settings (corp_id, category, feature, description, value)
SELECT c.id, 'TIMESHEET', 'remindAgainAfterHours',
       'Hours after an employee was reminded of missing timesheets before they are reminded again (0: no wait)',
       '12'
  FROM corporations c
ON CONFLICT DO NOTHING;
`;
