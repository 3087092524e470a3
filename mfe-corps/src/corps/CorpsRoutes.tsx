import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { CorpList } from './CorpList';

const CorpForm = lazy(() => import('./CorpForm'));

function CorpFormRoute() {
  const { id } = useParams();
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <CorpForm key={id ?? 'new'} />
    </Suspense>
  );
}

/** Exposed as `mfe_corps/Corps`, mounted by the shell at /on/corps/*. */
export default function CorpsRoutes() {
  return (
    <Routes>
      <Route index element={<CorpList />} />
      <Route path="new" element={<CorpFormRoute />} />
      <Route path="edit/:id" element={<CorpFormRoute />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}
