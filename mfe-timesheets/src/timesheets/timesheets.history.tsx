import { Link } from '@staffledger/shared/router';
import type { InvoiceLink } from '@staffledger/shared/sheet';
import { invoiceFormPath } from './timesheets.api';

/** A timesheet's history, for staff: the number of the invoice that billed it opens its form. */
export const invoiceLink: InvoiceLink = ({ id, number }) => (
  <Link to={invoiceFormPath(id)}>{number}</Link>
);
