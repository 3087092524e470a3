/**
 * The guest screen's texts, the product's word for word (docs/screens.md#texts). A failed submit
 * reads 'Failed to submit timesheet: {msg}' from the shared editor, whose text is the same.
 */
export const GUEST_TEXTS = {
  codeRequired: 'Guest code is required',
  noTimesheets: 'No Timesheets available for the guest code',
  verifyFailed: (message: string) => `Failed to verify guest code: ${message}`,
  invalidCode: 'Invalid guest code',
  /** The list of the guest's weeks above the one on screen. */
  weeksTitle: 'Your timesheets',
  // wrong codes are counted per network address (docs/guests.md#wrong-codes-logs-headers)
  tooManyAttempts: (wait: string) => `Too many attempts from this network. ${wait}`,
} as const;
