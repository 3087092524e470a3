import {
  BILLING_FINAL_MESSAGE,
  BILLING_STATUSES,
  BILLING_TRANSITIONS,
  BILLING_WORKFLOW,
  billingStatusLabel,
} from './billing.js';
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  INVOICE_TRANSITIONS,
  INVOICE_WORKFLOW,
  invoiceStatusLabel,
  isInvoiceFinal,
} from './invoice.js';
import {
  isTimesheetEditable,
  TIMESHEET_STATUSES,
  TIMESHEET_TRANSITIONS,
  TIMESHEET_WORKFLOW,
  timesheetStatusLabel,
} from './timesheet.js';
import {
  allowedMoves,
  cannotChange,
  canMove,
  isFinalStatus,
  labelOf,
  moveRefusal,
  movesInto,
  saveVerdict,
  statusChoices,
  type Workflow,
} from './workflow.js';

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

describe('the refusals a table makes', () => {
  test('a move the table lists is no refusal; any other names the move, or says a final record stays', () => {
    expect(moveRefusal(TIMESHEET_WORKFLOW, 'SUBMITTED', 'approved')).toBeNull();
    expect(moveRefusal(TIMESHEET_WORKFLOW, 'PENDING', 'APPROVED')).toBe(
      'Cannot change a pending timesheet to approved.',
    );
    expect(moveRefusal(TIMESHEET_WORKFLOW, 'APPROVED', 'SUBMITTED')).toBe(
      'Cannot change an approved timesheet to submitted.',
    );
    expect(moveRefusal(TIMESHEET_WORKFLOW, 'LOCKED', 'APPROVED')).toBe(
      'A locked timesheet can no longer change.',
    );
    expect(moveRefusal(INVOICE_WORKFLOW, 'PAID', 'PENDING')).toBe(
      'A paid invoice can no longer change.',
    );
    expect(moveRefusal(BILLING_WORKFLOW, 'CANCELLED', 'ACTIVE')).toBe(BILLING_FINAL_MESSAGE);
    expect(BILLING_FINAL_MESSAGE).toBe('A cancelled billing can no longer change.');
    // a move the table allows but the record could not make as it was (the timesheets' review)
    expect(cannotChange(TIMESHEET_WORKFLOW, 'SUBMITTED', 'APPROVED')).toBe(
      'Cannot change a submitted timesheet to approved.',
    );
  });

  test('a save: a final record only again as it is, a status that stays is no move', () => {
    expect(saveVerdict(INVOICE_WORKFLOW, 'PAID', 'PAID', false)).toBe('unchanged');
    expect(saveVerdict(INVOICE_WORKFLOW, 'PAID', 'paid', true)).toEqual({
      refusal: 'A paid invoice can no longer change.',
    });
    expect(saveVerdict(INVOICE_WORKFLOW, 'CANCELLED', 'PENDING', false)).toEqual({
      refusal: 'A cancelled invoice can no longer change.',
    });
    expect(saveVerdict(INVOICE_WORKFLOW, 'OVERDUE', 'OVERDUE', true)).toBe('write');
    expect(saveVerdict(INVOICE_WORKFLOW, 'OVERDUE', 'PENDING', true)).toBe('write');
    expect(saveVerdict(TIMESHEET_WORKFLOW, 'PENDING', 'APPROVED', false)).toEqual({
      refusal: 'Cannot change a pending timesheet to approved.',
    });
  });

  test('for every pair of every table, a move is refused exactly when the table does not list it', () => {
    const workflows = [
      TIMESHEET_WORKFLOW,
      INVOICE_WORKFLOW,
      BILLING_WORKFLOW,
    ] as Workflow<string>[];
    for (const workflow of workflows) {
      const statuses = Object.keys(workflow.moves);
      for (const from of statuses) {
        for (const to of statuses) {
          expect(moveRefusal(workflow, from, to) === null).toBe(canMove(workflow.moves, from, to));
        }
      }
    }
  });

  test('the statuses that move into one, and the choices of a form', () => {
    expect(movesInto(INVOICE_TRANSITIONS, 'PAID')).toEqual(['PENDING', 'OVERDUE']);
    expect(movesInto(TIMESHEET_TRANSITIONS, 'SUBMITTED')).toEqual(['DRAFT', 'PENDING', 'REJECTED']);
    expect(movesInto(BILLING_TRANSITIONS, 'NOPE')).toEqual([]);
    expect(statusChoices(BILLING_TRANSITIONS, BILLING_STATUSES, '')).toEqual(BILLING_STATUSES);
    expect(statusChoices(BILLING_TRANSITIONS, BILLING_STATUSES, 'cancelled')).toEqual([
      'CANCELLED',
    ]);
    expect(statusChoices(TIMESHEET_TRANSITIONS, TIMESHEET_STATUSES, 'SUBMITTED')).toEqual([
      'SUBMITTED',
      'APPROVED',
      'REJECTED',
    ]);
  });
});
