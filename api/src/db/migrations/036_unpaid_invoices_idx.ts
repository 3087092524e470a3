/**
 * The unpaid invoices of a corporation by due date: the list reads Overdue and Pending from the due
 * date (STATUS_TODAY, api/src/modules/invoices/invoices.repo.ts), so its Overdue filter, and the
 * count that pages it, cannot use the status index. This one answers them from the index alone
 * (scripts/bench-overdue.mjs measures it).
 */
export default `
CREATE INDEX invoices_unpaid_due_idx ON invoices (corp_id, due_date)
  WHERE status IN ('PENDING', 'OVERDUE');
`;
