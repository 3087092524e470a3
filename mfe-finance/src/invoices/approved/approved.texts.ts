/** The title of Approved, not invoiced, also the name of its section. */
export const APPROVED_TITLE = 'Approved, not invoiced';

/** Its list texts, for the vendors and for each vendor's weeks alike. */
export const APPROVED_TEXTS = {
  loading: 'Loading approved timesheets...',
  empty: 'No approved timesheets are waiting for an invoice.',
  error: 'Failed to load approved timesheets',
};
