import { APP_ROLE, tenantRls } from '../rls.js';

/**
 * What each invoice bills (docs/workflows.md#never-billing-a-week-twice): one row per timesheet an
 * invoice was made from, with the billing arrangement and the period it covers. The unique keys
 * are the database's refusal of a second invoice for the same sheet, or for the same arrangement
 * and period through another sheet, whatever path and however many staff at once. Deleting the
 * invoice frees its periods.
 *
 * Invoices made from a timesheet before this table existed are recorded here (a sheet without an
 * arrangement by the one it most likely came from); where two invoices already billed one period,
 * the older keeps it. A sheet's own arrangement is taken as it is: an OR in one lookup would read
 * every arrangement for each invoice.
 */
export const BACKFILL_BILLED_PERIODS = `
INSERT INTO billed_periods (corp_id, invoice_id, timesheet_id, billing_id, period_start, period_end)
SELECT i.corp_id, i.id, t.id, b.id, t.period_start_date, t.period_end_date
  FROM invoices i
  JOIN timesheets t ON t.id = i.timesheet_id
  CROSS JOIN LATERAL (
    SELECT t.billing_id AS id WHERE t.billing_id IS NOT NULL
    UNION ALL
    (SELECT id FROM billings
      WHERE t.billing_id IS NULL AND employee_id = t.employee_id AND vendor_id = t.vendor_id
        AND status <> 'CANCELLED'
      ORDER BY lower(billing_code) = lower(t.billing_code) DESC, id DESC
      LIMIT 1)
  ) b
 ORDER BY i.id
ON CONFLICT DO NOTHING;
`;

export default `
CREATE TABLE billed_periods (
  corp_id      bigint NOT NULL,
  invoice_id   bigint NOT NULL,
  timesheet_id bigint NOT NULL,
  billing_id   bigint NOT NULL,
  period_start date NOT NULL,
  period_end   date NOT NULL,
  CHECK (period_end >= period_start),
  CONSTRAINT billed_periods_timesheet_key UNIQUE (corp_id, timesheet_id),
  CONSTRAINT billed_periods_period_key UNIQUE (corp_id, billing_id, period_start),
  FOREIGN KEY (invoice_id, corp_id) REFERENCES invoices (id, corp_id) ON DELETE CASCADE,
  FOREIGN KEY (timesheet_id, corp_id) REFERENCES timesheets (id, corp_id),
  FOREIGN KEY (billing_id, corp_id) REFERENCES billings (id, corp_id)
);
CREATE INDEX billed_periods_invoice_idx ON billed_periods (corp_id, invoice_id);
${tenantRls('billed_periods')}
GRANT SELECT, INSERT, DELETE ON billed_periods TO ${APP_ROLE};

${BACKFILL_BILLED_PERIODS}`;
