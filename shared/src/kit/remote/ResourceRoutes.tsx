import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from '../../router';

export type ResourceRoutesProps = {
  /** The list, at the route the shell mounts the resource on. */
  list: ReactNode;
  /** The form of `new` and `edit/:id`, made with React.lazy so it loads when first opened. */
  form: ComponentType;
  /**
   * Other screens of the resource, by their path under the mount point (`{ approved: Page }` for
   * `approved`), each made with React.lazy like the form, so the list does not carry them.
   */
  pages?: Record<string, ComponentType>;
};

const loading = <p role="status">Loading...</p>;

/**
 * A resource's screens under its mount point: the list, new, edit/:id and its other pages; anything
 * else goes back to the list.
 */
export function ResourceRoutes({ list, form, pages = {} }: ResourceRoutesProps) {
  return (
    <Routes>
      <Route index element={list} />
      <Route path="new" element={<FormRoute form={form} />} />
      <Route path="edit/:id" element={<FormRoute form={form} />} />
      {Object.entries(pages).map(([path, Page]) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={loading}>
              <Page />
            </Suspense>
          }
        />
      ))}
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}

function FormRoute({ form: Form }: { form: ComponentType }) {
  const { id } = useParams();
  // another record, or new after edit, starts the form afresh rather than from the last one's state
  return (
    <Suspense fallback={loading}>
      <Form key={id ?? 'new'} />
    </Suspense>
  );
}
