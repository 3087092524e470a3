import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { EmployeeList } from './EmployeeList';

const EmployeeForm = lazy(() => import('./EmployeeForm'));

function EmployeeFormRoute() {
  const { id } = useParams();
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <EmployeeForm key={id ?? 'new'} />
    </Suspense>
  );
}

/** Exposed as `mfe_people/Employees`, mounted by the shell at /on/employees/*. */
export default function EmployeesRoutes() {
  return (
    <Routes>
      <Route index element={<EmployeeList />} />
      <Route path="new" element={<EmployeeFormRoute />} />
      <Route path="edit/:id" element={<EmployeeFormRoute />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
