import {
  createFakeApi,
  makeTestToken,
  renderRemote,
  resetSession,
  type FakeApi,
} from '@staffledger/shared/testing';
import TimesheetItemsRoutes from '../items/TimesheetItemsRoutes';
import TimesheetsRoutes from '../timesheets/TimesheetsRoutes';

/** Renders the remote's screens as the shell mounts them (/on/timesheets/*, /on/timesheet-items). */
export function renderApp(url: string) {
  return renderRemote(url, {
    '/on/timesheets': <TimesheetsRoutes />,
    '/on/timesheet-items': <TimesheetItemsRoutes />,
  });
}

/** A signed-in employer of corporation 1 and a fresh fake API. */
export function setupApi(): FakeApi {
  resetSession(makeTestToken({ authorities: ['ROLE_EMPLOYER'], corpid: 1 }), 1);
  return createFakeApi().install();
}
