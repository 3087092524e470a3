import { lazy } from 'react';
import { ResourceRoutes } from '@staffledger/shared';
import { InvoiceList } from './InvoiceList';

const InvoiceForm = lazy(() => import('./InvoiceForm'));
const ApprovedNotInvoiced = lazy(() => import('./approved/ApprovedNotInvoiced'));

/**
 * Exposed as `mfe_finance/Invoices`, mounted by the shell at /on/invoices/*: the list, the form, and
 * Approved, not invoiced at `approved`.
 */
export default function InvoicesRoutes() {
  return (
    <ResourceRoutes
      list={<InvoiceList />}
      form={InvoiceForm}
      pages={{ approved: ApprovedNotInvoiced }}
    />
  );
}
