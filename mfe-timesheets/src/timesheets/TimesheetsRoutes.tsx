import { lazy } from 'react';
import { ResourceRoutes } from '@staffledger/shared';
import { TimesheetList } from './TimesheetList';

const TimesheetForm = lazy(() => import('./TimesheetForm'));
const MissingTimesheets = lazy(() => import('./missing/MissingTimesheets'));

/**
 * Exposed as `mfe_timesheets/Timesheets`, mounted by the shell at /on/timesheets/*: the list, the
 * form, and Missing timesheets at `missing`.
 */
export default function TimesheetsRoutes() {
  return (
    <ResourceRoutes
      list={<TimesheetList />}
      form={TimesheetForm}
      pages={{ missing: MissingTimesheets }}
    />
  );
}
