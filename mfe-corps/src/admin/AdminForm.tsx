import { useParams } from '@staffledger/shared/router';
import {
  SETTING_LIMITS,
  ResourceForm,
  TextAreaField,
  TextField,
  useResourceForm,
  useSession,
  ReadOnlyField,
  settingLabel,
  settingType,
} from '@staffledger/shared';
import {
  ADMIN_PATH,
  adminToBody,
  adminToValues,
  INITIAL_ADMIN,
  validateAdmin,
  type AdminValues,
} from './admin.form';
import { SettingValueField } from './SettingValueField';

/**
 * Admin setting: in edit mode id, category, feature and description are read-only; the setting's
 * readable name heads it, and Value is required and edited as the setting's declared type.
 */
export function AdminForm() {
  const { id } = useParams();
  const selectedCorpId = useSession((s) => s.selectedCorpId);
  const form = useResourceForm<AdminValues>({
    path: ADMIN_PATH,
    id,
    initial: INITIAL_ADMIN,
    fromRecord: adminToValues,
    toBody: (values) => adminToBody(values, selectedCorpId),
    validate: validateAdmin,
    texts: {
      loadError: (message) => `❌ Error loading admin data: ${message}`,
      saveError: (message) => `Failed to save admin: ${message}`,
    },
  });
  const readOnly = form.isEdit;
  return (
    <ResourceForm form={form} title={form.isEdit ? 'Edit Admin Setting' : 'New Admin Setting'}>
      <div className="sl-form-grid">
        {form.isEdit && <ReadOnlyField label="ID" value={String(form.values.id ?? '')} />}
        {form.values.feature.trim() !== '' && (
          <ReadOnlyField
            label="Setting"
            value={settingLabel(form.values.category, form.values.feature)}
          />
        )}
        <TextField
          label="Category"
          maxLength={SETTING_LIMITS.category}
          readOnly={readOnly}
          required={!readOnly}
          {...form.bind('category')}
        />
        <TextField
          label="Feature"
          maxLength={SETTING_LIMITS.feature}
          readOnly={readOnly}
          required={!readOnly}
          {...form.bind('feature')}
        />
        <TextAreaField
          label="Description"
          maxLength={SETTING_LIMITS.description}
          readOnly={readOnly}
          {...form.bind('description')}
        />
        <SettingValueField
          type={settingType(form.values.category, form.values.feature)}
          {...form.bind('value')}
        />
      </div>
    </ResourceForm>
  );
}

export default AdminForm;
