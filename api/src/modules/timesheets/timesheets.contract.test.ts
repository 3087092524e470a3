/**
 * The API keeps its own copy of the timesheet workflow (it cannot import the browser package);
 * this test holds the copy to the shared contract that the screens read, so the two never drift.
 */
import {
  ATTACHMENT_RULE_MESSAGE as SCREEN_ATTACHMENT_RULE,
  ITEM_RULE_MESSAGE as SCREEN_ITEM_RULE,
  TIMESHEET_TRANSITIONS,
  isTimesheetEditable as screenEditable,
} from '../../../../shared/src/contracts/timesheet.js';
import { ATTACHMENT_RULE_MESSAGE, ITEM_RULE_MESSAGE } from './timesheets.workflow.js';
import { TIMESHEET_STATUSES, canMove, isTimesheetEditable } from './timesheets.states.js';

test('every status move the screens offer is one the API allows, and no other', () => {
  for (const from of TIMESHEET_STATUSES) {
    for (const to of TIMESHEET_STATUSES) {
      const offered = (TIMESHEET_TRANSITIONS[from] as readonly string[]).includes(to);
      expect([from, to, canMove(from, to)]).toEqual([from, to, offered]);
    }
  }
});

test('the screens and the API agree on which sheets can change', () => {
  for (const status of TIMESHEET_STATUSES) {
    expect([status, isTimesheetEditable(status)]).toEqual([status, screenEditable(status)]);
  }
});

test('the submit rules speak the same words on both sides', () => {
  expect(ITEM_RULE_MESSAGE).toBe(SCREEN_ITEM_RULE);
  expect(ATTACHMENT_RULE_MESSAGE).toBe(SCREEN_ATTACHMENT_RULE);
});
