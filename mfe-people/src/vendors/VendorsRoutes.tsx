import { lazy } from 'react';
import { ResourceRoutes } from '@staffledger/shared';
import { VendorList } from './VendorList';

const VendorForm = lazy(() => import('./VendorForm'));

/** Exposed as `mfe_people/Vendors`, mounted by the shell at /on/vendors/*. */
export default function VendorsRoutes() {
  return <ResourceRoutes list={<VendorList />} form={VendorForm} />;
}
