import { lazy, Suspense } from 'react';
import { useParams } from '@staffledger/shared/router';
import { CORP_REQUIRED, ResourceForm, Tabs, useResourceForm } from '@staffledger/shared';
import { CORP_SAVE_RETURN_DELAY_MS, CORPS_PATH } from './corps.api';
import { corpToBody, corpToValues, INITIAL_CORP, type CorpValues } from './corps.form';
import { CorpContactTab } from './CorpContactTab';
import { CorpInfoTab } from './CorpInfoTab';
import { DeleteCorpSection } from './DeleteCorpSection';

// the archive's download code comes with the button, once the form has loaded
const CorpArchiveButton = lazy(() =>
  import('../archive/CorpArchiveButton').then((m) => ({ default: m.CorpArchiveButton })),
);

/**
 * Create (corps/new) and edit (corps/edit/:id) a corporation. Name is required, as the API
 * requires it (docs/screens.md#forms).
 */
export function CorpForm() {
  const { id } = useParams();
  const form = useResourceForm<CorpValues>({
    path: CORPS_PATH,
    id,
    initial: INITIAL_CORP,
    fromRecord: corpToValues,
    toBody: corpToBody,
    required: CORP_REQUIRED,
    texts: {
      loadError: () => 'Error: Failed to load corporation data',
      saveSuccess: 'Saved successfully',
      saveError: (message) => `Failed to save: ${message}`,
    },
    returnDelay: CORP_SAVE_RETURN_DELAY_MS,
  });
  const tabs = [
    { id: 'info', label: 'Info', content: <CorpInfoTab form={form} /> },
    {
      id: 'contact',
      label: 'Contact',
      fields: ['contacts'],
      content: (
        <CorpContactTab
          contacts={form.values.contacts}
          onChange={(contacts) => form.setField('contacts', contacts)}
          fieldErrors={form.fieldErrors}
        />
      ),
    },
  ];
  return (
    <ResourceForm
      form={form}
      title={form.isEdit ? 'Edit Corporation' : 'New Corporation'}
      below={id && <DeleteCorpSection corpId={Number(id)} name={form.values.name} />}
    >
      <Tabs tabs={tabs} label="Corporation sections" />
      {form.isEdit && (
        <Suspense fallback={null}>
          <CorpArchiveButton corpId={Number(id)} />
        </Suspense>
      )}
    </ResourceForm>
  );
}

export default CorpForm;
