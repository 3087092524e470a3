/**
 * The id searches of migration 009: database functions that return the current tenant's ids whose
 * column contains a text (see `IdSearch` in list-query.ts). The migration creates them under these
 * names, and the lists name them in their filters.
 */
export const ID_SEARCHES = {
  employeeName: { fn: 'tenant_employee_ids_named', table: 'employees', column: 'full_name' },
  vendorName: { fn: 'tenant_vendor_ids_named', table: 'vendors', column: 'name' },
  invoiceNumber: { fn: 'tenant_invoice_ids_numbered', table: 'invoices', column: 'number' },
} as const;

export type IdSearchName = keyof typeof ID_SEARCHES;

/**
 * The employee name search of migration 017, which also answers how many timesheets the employees
 * it finds have in the given statuses (a `countingSearch` of the timesheets list).
 */
export const EMPLOYEE_TIMESHEETS_COUNTED = 'tenant_employee_ids_named_counting';
