import { TIMESHEET_LIST, TIMESHEET_STATUS_LABELS, type TimesheetStatus } from '@staffledger/shared';
import { declaredStatuses, labelled, statusFilterChoices } from '@staffledger/shared/testing';
import { TIMESHEET_FILTERS } from './timesheets/TimesheetList';
import { statusOptions } from './timesheets/timesheets.form';

test('the timesheet list filters by every status a sheet can be in, Draft included', () => {
  const every = labelled(TIMESHEET_STATUS_LABELS);
  expect(statusFilterChoices(TIMESHEET_FILTERS)).toEqual(every);
  expect(every.map((o) => o.value)).toEqual(declaredStatuses(TIMESHEET_LIST));
  expect(statusFilterChoices(TIMESHEET_FILTERS)).toContainEqual({ value: 'DRAFT', label: 'Draft' });
});

test('the form offers each saved status with its label, and only the moves the contract allows', () => {
  // every status has its label (the contracts' Record), so the labels' keys are every status
  for (const status of Object.keys(TIMESHEET_STATUS_LABELS) as TimesheetStatus[]) {
    const [saved, ...moves] = statusOptions(status, true);
    expect(saved).toEqual({ value: status, label: TIMESHEET_STATUS_LABELS[status] });
    for (const move of moves) expect(labelled(TIMESHEET_STATUS_LABELS)).toContainEqual(move);
  }
  expect(statusOptions('', false)).toEqual([{ value: 'PENDING', label: 'Pending' }]);
});
