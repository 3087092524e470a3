import { lazy } from 'react';
import { ResourceRoutes } from '@staffledger/shared';
import { AdminList } from './AdminList';

const AdminForm = lazy(() => import('./AdminForm'));

/** Exposed as `mfe_corps/Admin`, mounted by the shell at /on/admin/*. */
export default function AdminRoutes() {
  return <ResourceRoutes list={<AdminList />} form={AdminForm} />;
}
