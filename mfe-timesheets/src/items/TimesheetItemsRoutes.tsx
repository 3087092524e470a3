import { Navigate, Route, Routes } from '@staffledger/shared/router';
import { TimesheetItemsScreen } from './TimesheetItemsScreen';

/** Exposed as `mfe_timesheets/TimesheetItems`, mounted by the shell at /on/timesheet-items. */
export default function TimesheetItemsRoutes() {
  return (
    <Routes>
      <Route index element={<TimesheetItemsScreen />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
