import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { AdminList } from './AdminList';

const AdminForm = lazy(() => import('./AdminForm'));

function AdminFormRoute() {
  const { id } = useParams();
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <AdminForm key={id ?? 'new'} />
    </Suspense>
  );
}

/** Exposed as `mfe_corps/Admin`, mounted by the shell at /on/admin/*. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<AdminList />} />
      <Route path="new" element={<AdminFormRoute />} />
      <Route path="edit/:id" element={<AdminFormRoute />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
