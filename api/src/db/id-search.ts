/**
 * The id searches of migration 009: database functions that return the current tenant's ids whose
 * column contains a text (see `IdSearch` in list-query.ts). The migration creates them under these
 * names, and the lists name them in their filters.
 */
export const ID_SEARCHES = {
  // a broad employee name is walked from a tenth: its total is summed from the employees found
  employeeName: {
    fn: 'tenant_employee_ids_named',
    table: 'employees',
    column: 'full_name',
    broadShare: 0.1,
  },
  // a vendor name from a quarter: its total is counted on the sheets, cheap from ids
  vendorName: { fn: 'tenant_vendor_ids_named', table: 'vendors', column: 'name', broadShare: 0.25 },
  // invoice numbers grow with the ids: the first rows are no sample, so they are not probed
  invoiceNumber: {
    fn: 'tenant_invoice_ids_numbered',
    table: 'invoices',
    column: 'number',
    broadShare: null,
  },
} as const;

/**
 * How a name search learns, before it searches, that a text is broad (migration 044): it reads
 * the tenant's first `sample` rows by id (the order they were added in, which says nothing of their
 * names) and counts those whose name holds the text. When the tenant has at least that many rows
 * and its search's `broadShare` of them or more match, the list walks its rows in the order asked
 * and matches the text on each (a broad text fills a page within a few rows) rather than search
 * every match. Below that share, reading only the matches' rows costs less (scripts/bench-lists.mjs).
 */
export const NAME_PROBE = { sample: 500 } as const;

export type IdSearchName = keyof typeof ID_SEARCHES;

/**
 * The employee name search of migration 017, which also answers how many timesheets the employees
 * it finds have in the given statuses (a `countingSearch` of the timesheets list).
 */
export const EMPLOYEE_TIMESHEETS_COUNTED = 'tenant_employee_ids_named_counting';
