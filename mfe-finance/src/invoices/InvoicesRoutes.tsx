import { lazy } from 'react';
import { ResourceRoutes } from '@staffledger/shared';
import { InvoiceList } from './InvoiceList';

const InvoiceForm = lazy(() => import('./InvoiceForm'));

/** Exposed as `mfe_finance/Invoices`, mounted by the shell at /on/invoices/*. */
export default function InvoicesRoutes() {
  return <ResourceRoutes list={<InvoiceList />} form={InvoiceForm} />;
}
