import { BILLING_STATUSES, BILLING_TRANSITIONS, billingStatusLabel } from './billing.js';
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  INVOICE_TRANSITIONS,
  invoiceStatusLabel,
  isInvoiceFinal,
} from './invoice.js';
import {
  isTimesheetEditable,
  TIMESHEET_STATUSES,
  TIMESHEET_TRANSITIONS,
  timesheetStatusLabel,
} from './timesheet.js';
import { allowedMoves, canMove, isFinalStatus, labelOf } from './workflow.js';

test('the moves of a status come from the table, in any case', () => {
  expect(allowedMoves(TIMESHEET_TRANSITIONS, 'SUBMITTED')).toEqual(['APPROVED', 'REJECTED']);
  expect(allowedMoves(TIMESHEET_TRANSITIONS, 'approved')).toEqual(['LOCKED']);
  expect(allowedMoves(TIMESHEET_TRANSITIONS, 'LOCKED')).toEqual([]);
});

test('an unknown or empty status has no moves', () => {
  expect(allowedMoves(TIMESHEET_TRANSITIONS, 'WHATEVER')).toEqual([]);
  expect(allowedMoves(TIMESHEET_TRANSITIONS, '')).toEqual([]);
  expect(allowedMoves(TIMESHEET_TRANSITIONS, null)).toEqual([]);
  expect(allowedMoves(TIMESHEET_TRANSITIONS, 'toString')).toEqual([]);
});

test('canMove answers for one move', () => {
  expect(canMove(TIMESHEET_TRANSITIONS, 'Submitted', 'approved')).toBe(true);
  expect(canMove(TIMESHEET_TRANSITIONS, 'PENDING', 'APPROVED')).toBe(false);
  expect(canMove(TIMESHEET_TRANSITIONS, 'APPROVED', 'LOCKED')).toBe(true);
});

test('a final status is a known one with no way out; unknown text is not final', () => {
  expect(isFinalStatus(INVOICE_TRANSITIONS, 'paid')).toBe(true);
  expect(isFinalStatus(INVOICE_TRANSITIONS, 'CANCELLED')).toBe(true);
  expect(isFinalStatus(INVOICE_TRANSITIONS, 'PENDING')).toBe(false);
  expect(isFinalStatus(BILLING_TRANSITIONS, 'CANCELLED')).toBe(true);
  expect(isFinalStatus(BILLING_TRANSITIONS, 'INACTIVE')).toBe(false);
  expect(isFinalStatus(TIMESHEET_TRANSITIONS, 'LOCKED')).toBe(true);
  expect(isFinalStatus(TIMESHEET_TRANSITIONS, 'constructor')).toBe(false);
  expect(isFinalStatus(TIMESHEET_TRANSITIONS, null)).toBe(false);
});

test('every status of a workflow has a row, and every move leads to a status of the table', () => {
  for (const [table, statuses] of [
    [TIMESHEET_TRANSITIONS, TIMESHEET_STATUSES],
    [INVOICE_TRANSITIONS, INVOICE_STATUSES],
    [BILLING_TRANSITIONS, BILLING_STATUSES],
  ] as const) {
    expect(Object.keys(table).sort()).toEqual([...statuses].sort());
    for (const moves of Object.values(table) as string[][]) {
      for (const to of moves) expect(statuses).toContain(to);
    }
  }
});

test('labels are found in any case; other text, even an Object key, passes through', () => {
  expect(labelOf(INVOICE_STATUS_LABELS, 'overdue')).toBe('Overdue');
  expect(labelOf(INVOICE_STATUS_LABELS, 'constructor')).toBe('constructor');
  expect(labelOf(INVOICE_STATUS_LABELS, '')).toBe('');
  expect(invoiceStatusLabel(undefined)).toBe('');
  expect(billingStatusLabel('inactive')).toBe('Inactive');
  expect(timesheetStatusLabel('draft')).toBe('Draft');
});

test('timesheets are editable while open; the list filters by every status but DRAFT', () => {
  expect(['', 'draft', 'PENDING', 'Rejected'].map(isTimesheetEditable)).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect(['SUBMITTED', 'APPROVED', 'LOCKED'].map(isTimesheetEditable)).toEqual([
    false,
    false,
    false,
  ]);
});

test('paid and cancelled invoices are final', () => {
  expect(isInvoiceFinal('PAID')).toBe(true);
  expect(isInvoiceFinal('cancelled')).toBe(true);
  expect(isInvoiceFinal('OVERDUE')).toBe(false);
});
