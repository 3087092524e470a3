/**
 * An invoice line's timesheet, indexed: deleting a timesheet checks that no invoice line names it
 * (invoice_items_timesheet_fkey), and without an index each check reads the corporation's lines.
 * Deleting a corporation deletes its timesheets in one statement: at scale 0.1 the big
 * corporation's 10,000 took 3.0 s of such checks before, 0.8 s in all after
 * (docs/roles-and-tenancy.md#deleting-a-corporation).
 */
export default `
CREATE INDEX invoice_items_timesheet_idx ON invoice_items (timesheet_id, corp_id)
  WHERE timesheet_id IS NOT NULL;
`;
