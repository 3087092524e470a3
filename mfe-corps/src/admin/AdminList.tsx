import {
  ADMIN_SETTING_LIST,
  ADMIN_SETTING_EXPORT,
  filterBar,
  ResourceList,
  settingLabel,
  type AdminSetting,
  type Column,
} from '@staffledger/shared';
import { CorpArchiveButton } from '../archive/CorpArchiveButton';
import { ADMIN_PATH } from './admin.form';
import './admin.css';

export const ADMIN_FILTERS = filterBar(ADMIN_SETTING_LIST, {
  category: { label: 'Category' },
  feature: { label: 'Feature' },
  description: { label: 'Description' },
  value: { label: 'Value' },
});

/** The readable name, wrapping between words, over the raw key staff search and export by. */
function FeatureCell({ setting }: { setting: AdminSetting }) {
  return (
    <span className="sl-setting-name">
      {settingLabel(setting.category, setting.feature)}{' '}
      <code className="sl-setting-key">{setting.feature}</code>
    </span>
  );
}

const COLUMNS: Column<AdminSetting>[] = [
  {
    key: 'feature',
    label: 'Feature',
    render: (s) => <FeatureCell setting={s} />,
  },
  // a category is one upper-case word ('ATTACHMENT'): it never breaks either
  {
    key: 'category',
    label: 'Category',
    render: (s) => <span className="sl-setting-key">{s.category}</span>,
  },
  { key: 'description', label: 'Description' },
  { key: 'value', label: 'Value' },
  { key: 'updateDate', label: 'Last Updated', kind: 'datetime' },
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
      list={ADMIN_SETTING_LIST}
      texts={TEXTS}
      createTo="new"
      editTo={(s) => `edit/${s.id}`}
      exportFile="admin-settings.xlsx"
      exportColumns={ADMIN_SETTING_EXPORT}
      exportSheet="Admin"
      toolbar={<CorpArchiveButton />}
    />
  );
}
