/**
 * Each list of the product declared once: the query parameters it filters by (with their kind),
 * the fields it sorts by, and its default order. The API derives its SQL whitelist and its query
 * schema from a declaration, and the screens their filter bars, so a new filter is one line here
 * plus what the compiler then asks for on each side.
 */
import { BILLING_STATUSES } from './billing.js';
import { INVOICE_STATUSES } from './invoice.js';
import { DELIVERY_STATUSES } from './outbox.js';
import { CORP_STATUSES, EMPLOYEE_STATUSES, VENDOR_STATUSES } from './people.js';
import { TIMESHEET_STATUSES } from './timesheet.js';

/**
 * How a filter reads its parameter: text = contains, any case; enum = one of `values` in any case
 * (several comma-separated); bool = true or false; date = one YYYY-MM-DD day, or with `bound` the
 * first (`from`) or last (`to`) day of a range, inclusive; id = one positive integer (a reference
 * such as `employeeId=7`).
 */
export type ListFilter =
  | { kind: 'text' | 'bool' | 'id' }
  | { kind: 'date'; bound?: 'from' | 'to' }
  | { kind: 'enum'; values: readonly string[] };
export type ListFilterKind = ListFilter['kind'];
export type SortOrder = 'asc' | 'desc';

export type ListDeclaration<F extends string = string, S extends string = string> = {
  filters: Readonly<Record<F, ListFilter>>;
  sortable: readonly S[];
  defaultSort: S;
  defaultOrder?: SortOrder;
};

/** A list declaration with its filter and sort names kept as literal types. */
export function declareList<const F extends string, const S extends string>(
  list: Omit<ListDeclaration<F, S>, 'defaultSort'> & { defaultSort: NoInfer<S> },
): ListDeclaration<F, S> {
  return list;
}

const text = { kind: 'text' } as const;
const id = { kind: 'id' } as const;
const from = { kind: 'date', bound: 'from' } as const;
const to = { kind: 'date', bound: 'to' } as const;
const oneOf = (values: readonly string[]) => ({ kind: 'enum', values }) as const;

export const CORP_LIST = declareList({
  filters: {
    name: text,
    address: text,
    city: text,
    state: text,
    zip: text,
    status: oneOf(CORP_STATUSES),
  },
  sortable: ['name', 'address', 'city', 'state', 'zip', 'status', 'startDate'],
  defaultSort: 'name',
});

export const ADMIN_SETTING_LIST = declareList({
  filters: { category: text, feature: text, description: text, value: text },
  sortable: ['feature', 'category', 'description', 'value', 'updateDate'],
  defaultSort: 'feature',
});

export const VENDOR_LIST = declareList({
  filters: { name: text, state: text, status: oneOf(VENDOR_STATUSES), invoiced: { kind: 'bool' } },
  sortable: ['name', 'address', 'city', 'state', 'zip', 'status', 'startDate', 'invoiced'],
  defaultSort: 'name',
});

export const EMPLOYEE_LIST = declareList({
  filters: {
    name: text,
    designation: text,
    status: oneOf(EMPLOYEE_STATUSES),
    category: text,
    workAuth: text,
  },
  sortable: ['id', 'name', 'designation', 'status', 'category', 'workAuth', 'startDate', 'endDate'],
  defaultSort: 'name',
});

export const BILLING_LIST = declareList({
  filters: {
    employeeName: text,
    vendorName: text,
    status: oneOf(BILLING_STATUSES),
    employeeId: id,
    vendorId: id,
  },
  sortable: [
    'id',
    'employeeName',
    'vendorName',
    'billingCode',
    'billRate',
    'invoiceFrequency',
    'invoiceDueDays',
    'itemDescription',
    'startDate',
    'firstPeriodEndDate',
    'endDate',
    'status',
  ],
  defaultSort: 'id',
  defaultOrder: 'desc',
});

export const TIMESHEET_LIST = declareList({
  filters: {
    employeeName: text,
    vendorName: text,
    status: oneOf(TIMESHEET_STATUSES),
    employeeId: id,
    vendorId: id,
    periodStartFrom: from,
    periodStartTo: to,
    awaitingClient: { kind: 'bool' },
  },
  sortable: [
    'id',
    'employeeName',
    'vendorName',
    'billingCode',
    'periodStartDate',
    'periodEndDate',
    'totalHours',
    'status',
    'notes',
  ],
  defaultSort: 'periodStartDate',
  defaultOrder: 'desc',
});

export const INVOICE_LIST = declareList({
  filters: {
    number: text,
    customer: text,
    status: oneOf(INVOICE_STATUSES),
    // Pending or Overdue: what an invoice still owes
    unpaid: { kind: 'bool' },
    vendorId: id,
    timesheetId: id,
    dueFrom: from,
    dueTo: to,
    invoiceDateFrom: from,
    invoiceDateTo: to,
  },
  sortable: ['id', 'number', 'customer', 'amount', 'invoiceDate', 'dueDate', 'status', 'sentAt'],
  defaultSort: 'id',
  defaultOrder: 'desc',
});

export const OUTBOX_LIST = declareList({
  filters: { to: text, subject: text, status: oneOf(DELIVERY_STATUSES) },
  sortable: ['createdAt', 'to', 'subject', 'status'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
});
