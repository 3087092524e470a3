import { lazy } from 'react';
import { ResourceRoutes } from '@staffledger/shared';
import { TimesheetList } from './TimesheetList';

const TimesheetForm = lazy(() => import('./TimesheetForm'));

/** Exposed as `mfe_timesheets/Timesheets`, mounted by the shell at /on/timesheets/*. */
export default function TimesheetsRoutes() {
  return <ResourceRoutes list={<TimesheetList />} form={TimesheetForm} />;
}
