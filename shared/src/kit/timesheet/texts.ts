/** The items screen's texts (docs/screens.md#texts), shared with the guest screen. */
export const SHEET_TEXTS = {
  empty: 'No timesheet items found',
  saved: 'Timesheet saved successfully',
  submitted: 'Timesheet submitted successfully',
  loadError: (message: string) => `Failed to fetch timesheet items: ${message}`,
  saveError: (message: string) => `Failed to save timesheet items: ${message}`,
  submitError: (message: string) => `Failed to submit timesheet: ${message}`,
  // a Rejected sheet's banner: the reason follows the colon, the way to fix it follows both
  rejectedBecause: 'This timesheet was rejected:',
  rejected: 'This timesheet was rejected.',
  resubmit: 'Correct it and submit it again.',
} as const;

/** Asked before unsaved hours are left (docs/screens.md#leaving-unsaved-input). */
export const SHEET_LEAVE_TEXTS = {
  question: 'You have unsaved hours on this timesheet. Save them before you leave?',
  save: 'Save and leave',
  leave: 'Leave without saving',
  stay: 'Stay',
} as const;

/** Items-screen success messages clear after 5 s (docs/screens.md#timings). */
export const SHEET_MESSAGE_MS = 5000;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
