import { lazy } from 'react';
import { ResourceRoutes } from '@staffledger/shared';
import { BillingList } from './BillingList';

const BillingForm = lazy(() => import('./BillingForm'));

/** Exposed as `mfe_finance/Billings`, mounted by the shell at /on/billings/*. */
export default function BillingsRoutes() {
  return <ResourceRoutes list={<BillingList />} form={BillingForm} />;
}
