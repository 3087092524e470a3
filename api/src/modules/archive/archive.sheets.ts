/**
 * The spreadsheets of a corporation's archive: one per resource, with the columns of that list's
 * Download Excel (declared once, in the contracts), its rows read as the list reads them when
 * asked for whole: from a cursor, a batch at a time.
 */
import {
  ADMIN_SETTING_EXPORT,
  BILLING_EXPORT,
  CORP_EXPORT,
  EMPLOYEE_EXPORT,
  INVOICE_EXPORT,
  TIMESHEET_EXPORT,
  TIMESHEET_ITEM_EXPORT,
  VENDOR_EXPORT,
  type ExportColumn,
} from '@staffledger/contracts';
import type { ListResult } from '../../db/list-query.js';
import type { Tx } from '../../db/tenant.js';
import { listSettings } from '../admin/admin.repo.js';
import { listBillings } from '../billings/billings.repo.js';
import { findCorp } from '../corps/corps.repo.js';
import { listEmployees } from '../employees/employees.repo.js';
import { listInvoices } from '../invoices/invoices.repo.js';
import { listTimesheets } from '../timesheets/timesheets.repo.js';
import { listCorpItems } from '../timesheets/items.repo.js';
import { listVendors } from '../vendors/vendors.repo.js';

/** The whole list: no limit, the list's default sort. */
const WHOLE = {};

export type ArchiveSheet<T> = {
  /** The resource's name in the manifest's counts, and its file's (`vendors.xlsx`). */
  resource: string;
  /** The worksheet's name, as the list's Download Excel names it. */
  sheet: string;
  columns: ExportColumn<T>[];
  read: (tx: Tx, corpId: number) => Promise<ListResult<T>>;
};

const sheet = <T>(s: ArchiveSheet<T>) => s as ArchiveSheet<unknown>;

/** The archive's spreadsheets, in the order they are written. */
export const ARCHIVE_SHEETS: ArchiveSheet<unknown>[] = [
  sheet({
    resource: 'corporations',
    sheet: 'Corporations',
    columns: CORP_EXPORT,
    read: async (tx, corpId) => {
      const corp = await findCorp(tx, corpId);
      return { rows: corp ? [corp] : [] };
    },
  }),
  sheet({
    resource: 'vendors',
    sheet: 'Vendors',
    columns: VENDOR_EXPORT,
    read: (tx) => listVendors(tx, WHOLE),
  }),
  sheet({
    resource: 'employees',
    sheet: 'Employees',
    columns: EMPLOYEE_EXPORT,
    read: (tx, corpId) => listEmployees(tx, corpId, WHOLE),
  }),
  sheet({
    resource: 'billings',
    sheet: 'Billings',
    columns: BILLING_EXPORT,
    read: (tx, corpId) => listBillings(tx, corpId, WHOLE),
  }),
  sheet({
    resource: 'timesheets',
    sheet: 'Timesheets',
    columns: TIMESHEET_EXPORT,
    read: (tx, corpId) => listTimesheets(tx, corpId, WHOLE),
  }),
  sheet({
    resource: 'timesheet-items',
    sheet: 'Timesheet Items',
    columns: TIMESHEET_ITEM_EXPORT,
    read: listCorpItems,
  }),
  sheet({
    resource: 'invoices',
    sheet: 'Invoices',
    columns: INVOICE_EXPORT,
    read: (tx, corpId) => listInvoices(tx, corpId, WHOLE),
  }),
  sheet({
    resource: 'admin-settings',
    sheet: 'Admin',
    columns: ADMIN_SETTING_EXPORT,
    read: (tx) => listSettings(tx, WHOLE),
  }),
];
