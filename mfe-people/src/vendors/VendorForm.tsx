import { useParams } from '@staffledger/shared/router';
import { ResourceForm, Tabs, useResourceForm, VENDOR_REQUIRED } from '@staffledger/shared';
import { VENDOR_SAVE_RETURN_DELAY_MS, VENDORS_PATH } from './vendors.api';
import {
  INITIAL_VENDOR,
  validateVendor,
  vendorSaveError,
  vendorToBody,
  vendorToValues,
  type VendorValues,
} from './vendors.form';
import { VendorContactTab } from './VendorContactTab';
import { VendorInfoTab } from './VendorInfoTab';

/** Create (vendors/new) and edit (vendors/edit/:id) a vendor: Info and Contact tabs. */
export function VendorForm() {
  const { id } = useParams();
  const form = useResourceForm<VendorValues>({
    path: VENDORS_PATH,
    id,
    initial: INITIAL_VENDOR,
    fromRecord: vendorToValues,
    toBody: vendorToBody,
    required: VENDOR_REQUIRED,
    validate: validateVendor,
    texts: {
      loadError: (message) => `❌ Error loading vendor data: ${message}`,
      saveSuccess: id ? 'Vendor updated successfully!' : 'Vendor created successfully!',
      saveError: vendorSaveError,
    },
    returnDelay: VENDOR_SAVE_RETURN_DELAY_MS,
  });

  const tabs = [
    { id: 'info', label: 'Info', content: <VendorInfoTab form={form} /> },
    {
      id: 'contact',
      label: 'Contact',
      fields: ['contacts'],
      content: (
        <VendorContactTab
          contacts={form.values.contacts}
          onChange={(contacts) => form.setField('contacts', contacts)}
          fieldErrors={form.fieldErrors}
        />
      ),
    },
  ];
  return (
    <ResourceForm form={form} title={form.isEdit ? 'Edit Vendor' : 'New Vendor'}>
      <Tabs tabs={tabs} label="Vendor sections" />
    </ResourceForm>
  );
}

export default VendorForm;
