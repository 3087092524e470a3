import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { BillingList } from './BillingList';

const BillingForm = lazy(() => import('./BillingForm'));

function BillingFormRoute() {
  const { id } = useParams();
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <BillingForm key={id ?? 'new'} />
    </Suspense>
  );
}

/** Exposed as `mfe_finance/Billings`, mounted by the shell at /on/billings/*. */
export default function BillingsRoutes() {
  return (
    <Routes>
      <Route index element={<BillingList />} />
      <Route path="new" element={<BillingFormRoute />} />
      <Route path="edit/:id" element={<BillingFormRoute />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
