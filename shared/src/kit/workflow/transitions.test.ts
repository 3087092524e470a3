import { TIMESHEET_TRANSITIONS } from '../../contracts/timesheet';
import { allowedMoves, canMove } from './transitions';

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
