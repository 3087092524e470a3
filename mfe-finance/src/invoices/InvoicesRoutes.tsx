import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { InvoiceList } from './InvoiceList';

const InvoiceForm = lazy(() => import('./InvoiceForm'));

function InvoiceFormRoute() {
  const { id } = useParams();
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <InvoiceForm key={id ?? 'new'} />
    </Suspense>
  );
}

/** Exposed as `mfe_finance/Invoices`, mounted by the shell at /on/invoices/*. */
export default function InvoicesRoutes() {
  return (
    <Routes>
      <Route index element={<InvoiceList />} />
      <Route path="new" element={<InvoiceFormRoute />} />
      <Route path="edit/:id" element={<InvoiceFormRoute />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
