import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { VendorList } from './VendorList';

const VendorForm = lazy(() => import('./VendorForm'));

function VendorFormRoute() {
  const { id } = useParams();
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <VendorForm key={id ?? 'new'} />
    </Suspense>
  );
}

/** Exposed as `mfe_people/Vendors`, mounted by the shell at /on/vendors/*. */
export default function VendorsRoutes() {
  return (
    <Routes>
      <Route index element={<VendorList />} />
      <Route path="new" element={<VendorFormRoute />} />
      <Route path="edit/:id" element={<VendorFormRoute />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
