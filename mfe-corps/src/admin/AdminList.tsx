import {
  ADMIN_SETTING_LIST,
  filterBar,
  ResourceList,
  type AdminSetting,
  type Column,
} from '@staffledger/shared';
import { ADMIN_PATH } from './admin.form';

export const ADMIN_FILTERS = filterBar(ADMIN_SETTING_LIST, {
  category: { label: 'Category' },
  feature: { label: 'Feature' },
  description: { label: 'Description' },
  value: { label: 'Value' },
});

const COLUMNS: Column<AdminSetting>[] = [
  { key: 'feature', label: 'Feature', sortable: true },
  { key: 'category', label: 'Category', sortable: true },
  { key: 'description', label: 'Description', sortable: true },
  { key: 'value', label: 'Value', sortable: true },
  { key: 'updateDate', label: 'Last Updated', sortable: true, kind: 'datetime' },
];

const TEXTS = {
  loading: 'Loading admin settings...',
  empty: 'No admin settings found.',
  error: 'Failed to load admins',
};

/** Admin settings of the selected corporation. */
export function AdminList() {
  return (
    <ResourceList<AdminSetting>
      title="Admin Settings"
      path={ADMIN_PATH}
      columns={COLUMNS}
      filters={ADMIN_FILTERS}
      defaultSort="feature"
      pageSize={50}
      texts={TEXTS}
      createTo="new"
      editTo={(s) => `edit/${s.id}`}
      exportFile="admin-settings.xlsx"
      exportSheet="Admin"
    />
  );
}
