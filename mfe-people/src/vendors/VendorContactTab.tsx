import {
  addContact,
  CheckboxField,
  ContactPersonsTab,
  removeContact,
  setPrimary,
} from '@staffledger/shared';
import { EMPTY_VENDOR_CONTACT, type VendorContactValues } from './vendors.form';

type Props = {
  contacts: VendorContactValues[];
  onChange: (contacts: VendorContactValues[]) => void;
  fieldErrors: Record<string, string>;
};

/** Contact tab: contact cards with one Primary Contact (rules in the kit's primaryContact). */
export function VendorContactTab(props: Props) {
  const { contacts, onChange, fieldErrors } = props;
  return (
    <ContactPersonsTab
      {...props}
      add={(list) => addContact(list, { ...EMPTY_VENDOR_CONTACT })}
      remove={removeContact}
      titleSuffix={(contact) => (contact.isPrimary ? ' (primary)' : '')}
      footer={(contact, i) => (
        <CheckboxField
          label={`Contact ${i + 1} Primary Contact`}
          checked={contact.isPrimary}
          error={fieldErrors[`contacts.${i}.isPrimary`]}
          onChange={(checked) => onChange(setPrimary(contacts, i, checked))}
        />
      )}
    />
  );
}
