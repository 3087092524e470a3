/**
 * Approved, not invoiced by vendor (docs/workflows.md#never-billing-a-week-twice): the Approved
 * sheets of each vendor by period, with the end of their week, so that a page of vendors finds
 * which have sheets waiting, and one vendor's sheets are read in order, from this index alone
 * rather than from every sheet the vendor ever had.
 */
export default `
CREATE INDEX timesheets_waiting_idx ON timesheets (corp_id, vendor_id, period_start_date, id)
  INCLUDE (period_end_date) WHERE status = 'APPROVED';
`;
