/**
 * A rejected timesheet keeps the reason staff gave (docs/workflows.md#rejecting-with-a-reason): the
 * latest one, shown to the employee or the guest until the sheet is submitted again.
 */
export default `
ALTER TABLE timesheets ADD COLUMN rejection_reason text
  CHECK (rejection_reason IS NULL OR length(rejection_reason) BETWEEN 1 AND 2000);
`;
