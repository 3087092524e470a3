import {
  VENDOR_LIMITS,
  addContact,
  CheckboxField,
  removeContact,
  setPrimary,
  TextField,
} from '@staffledger/shared';
import { EMPTY_VENDOR_CONTACT, type VendorContactValues } from './vendors.form';

type Props = {
  contacts: VendorContactValues[];
  onChange: (contacts: VendorContactValues[]) => void;
  fieldErrors: Record<string, string>;
};

const FIELDS = [
  { key: 'name', label: 'Name', type: 'text' },
  { key: 'role', label: 'Role', type: 'text' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
] as const;

/** Contact tab: contact cards with one Primary Contact (rules in the kit's primaryContact). */
export function VendorContactTab({ contacts, onChange, fieldErrors }: Props) {
  const update = (index: number, key: (typeof FIELDS)[number]['key'], value: string) =>
    onChange(contacts.map((c, i) => (i === index ? { ...c, [key]: value } : c)));

  return (
    <div>
      {contacts.length === 0 && <p className="sl-field-hint">No contacts yet.</p>}
      {contacts.map((contact, i) => (
        <fieldset key={i} className="sl-card">
          <legend className="sl-card__title">
            Contact {i + 1}
            {contact.isPrimary ? ' (primary)' : ''}
          </legend>
          <div className="sl-form-grid">
            {FIELDS.map((f) => (
              <TextField
                key={f.key}
                label={`Contact ${i + 1} ${f.label}`}
                type={f.type}
                maxLength={VENDOR_LIMITS.contactName}
                value={contact[f.key]}
                error={fieldErrors[`contacts.${i}.${f.key}`]}
                onChange={(v) => update(i, f.key, v)}
              />
            ))}
          </div>
          <CheckboxField
            label={`Contact ${i + 1} Primary Contact`}
            checked={contact.isPrimary}
            error={fieldErrors[`contacts.${i}.isPrimary`]}
            onChange={(checked) => onChange(setPrimary(contacts, i, checked))}
          />
          <button
            type="button"
            className="sl-button sl-button--small sl-button--danger"
            onClick={() => onChange(removeContact(contacts, i))}
          >
            Remove Contact {i + 1}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="sl-button"
        onClick={() => onChange(addContact(contacts, { ...EMPTY_VENDOR_CONTACT }))}
      >
        Add Contact
      </button>
    </div>
  );
}
