import { lazy } from 'react';
import { ResourceRoutes } from '@staffledger/shared';
import { InvoiceList } from './InvoiceList';

const InvoiceForm = lazy(() => import('./InvoiceForm'));
const ApprovedNotInvoiced = lazy(() => import('./approved/ApprovedNotInvoiced'));
const InvoiceView = lazy(() => import('./InvoiceView'));

/**
 * Exposed as `mfe_finance/Invoices`, mounted by the shell at /on/invoices/*: the list, the form, and
 * Approved, not invoiced at `approved`, and an invoice's HTML view at `{id}/view`.
 */
export default function InvoicesRoutes() {
  return (
    <ResourceRoutes
      list={<InvoiceList />}
      form={InvoiceForm}
      pages={{ approved: ApprovedNotInvoiced, ':id/view': InvoiceView }}
    />
  );
}
