import type { AdminSetting } from '@staffledger/shared';

export const holidays: AdminSetting = {
  id: 4,
  corpId: 1,
  category: 'Timesheets',
  feature: 'holidays',
  description: 'Tenant holidays',
  value: '2025-12-25',
  updateDate: '2025-01-02T03:04:05Z',
};
export const maxUpload: AdminSetting = {
  id: 5,
  corpId: 1,
  category: 'Files',
  feature: 'maxUploadMb',
  description: 'Largest attachment',
  value: '10',
  updateDate: '2025-01-03T00:00:00Z',
};
export const annex: AdminSetting = {
  id: 6,
  corpId: 1,
  category: 'INVOICE',
  feature: 'annexTimesheets',
  description: 'Whether invoices carry the timesheets they bill',
  value: 'true',
  updateDate: '2025-01-04T00:00:00Z',
};
export const dueDays: AdminSetting = {
  id: 7,
  corpId: 1,
  category: 'INVOICE',
  feature: 'defaultDueDays',
  description: 'Days from the invoice date to its due date',
  value: '30',
  updateDate: '2025-01-05T00:00:00Z',
};
export const inviteOnSave: AdminSetting = {
  id: 8,
  corpId: 1,
  category: 'EMPLOYEE',
  feature: 'inviteOnSave',
  description: 'What saving an employee does',
  value: 'send',
  updateDate: '2025-01-06T00:00:00Z',
};
