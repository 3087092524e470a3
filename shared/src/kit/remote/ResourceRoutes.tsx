import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from '../../router';

export type ResourceRoutesProps = {
  /** The list, at the route the shell mounts the resource on. */
  list: ReactNode;
  /** The form of `new` and `edit/:id`, made with React.lazy so it loads when first opened. */
  form: ComponentType;
};

/** A resource's screens under its mount point: the list, new, edit/:id; anything else goes back to the list. */
export function ResourceRoutes({ list, form }: ResourceRoutesProps) {
  return (
    <Routes>
      <Route index element={list} />
      <Route path="new" element={<FormRoute form={form} />} />
      <Route path="edit/:id" element={<FormRoute form={form} />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}

function FormRoute({ form: Form }: { form: ComponentType }) {
  const { id } = useParams();
  // another record, or new after edit, starts the form afresh rather than from the last one's state
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <Form key={id ?? 'new'} />
    </Suspense>
  );
}
