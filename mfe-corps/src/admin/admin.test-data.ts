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
