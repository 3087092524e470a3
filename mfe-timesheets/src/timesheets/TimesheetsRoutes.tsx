import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { TimesheetList } from './TimesheetList';

const TimesheetForm = lazy(() => import('./TimesheetForm'));

function TimesheetFormRoute() {
  const { id } = useParams();
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <TimesheetForm key={id ?? 'new'} />
    </Suspense>
  );
}

/** Exposed as `mfe_timesheets/Timesheets`, mounted by the shell at /on/timesheets/*. */
export default function TimesheetsRoutes() {
  return (
    <Routes>
      <Route index element={<TimesheetList />} />
      <Route path="new" element={<TimesheetFormRoute />} />
      <Route path="edit/:id" element={<TimesheetFormRoute />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
