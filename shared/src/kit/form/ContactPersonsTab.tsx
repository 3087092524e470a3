import type { ReactNode } from 'react';
import { CONTACT_PERSON_LIMITS } from '@staffledger/contracts';
import { TextField } from './TextField';

/** A contact person as a form edits it: every field a string ('' when empty). */
export type ContactPersonValues = { name: string; role: string; email: string; phone: string };

const FIELDS = [
  { key: 'name', label: 'Name', type: 'text', maxLength: CONTACT_PERSON_LIMITS.contactName },
  { key: 'role', label: 'Role', type: 'text', maxLength: CONTACT_PERSON_LIMITS.contactRole },
  { key: 'email', label: 'Email', type: 'email', maxLength: CONTACT_PERSON_LIMITS.contactEmail },
  { key: 'phone', label: 'Phone', type: 'tel', maxLength: CONTACT_PERSON_LIMITS.contactPhone },
] as const;

export type ContactPersonsTabProps<C extends ContactPersonValues> = {
  contacts: C[];
  onChange: (contacts: C[]) => void;
  fieldErrors: Record<string, string>;
  /** What Add Contact appends to the list, e.g. `(list) => [...list, blank]`. */
  add: (contacts: C[]) => C[];
  /** The list without the contact at `index`. */
  remove: (contacts: C[], index: number) => C[];
  /** Words after 'Contact N' in a card's title, e.g. ' (primary)'. */
  titleSuffix?: (contact: C) => string;
  /** What a card shows below its fields, e.g. the Primary Contact checkbox. */
  footer?: (contact: C, index: number) => ReactNode;
};

/**
 * The contact persons of a corporation or a vendor: one card per contact (Name, Role, Email,
 * Phone, each labelled 'Contact N …' and carrying the error of `contacts.N.field`), Remove
 * Contact N, and Add Contact.
 */
export function ContactPersonsTab<C extends ContactPersonValues>(props: ContactPersonsTabProps<C>) {
  const { contacts, onChange, fieldErrors } = props;
  const update = (index: number, key: keyof ContactPersonValues, value: string) =>
    onChange(contacts.map((c, i) => (i === index ? { ...c, [key]: value } : c)));

  return (
    <div>
      {contacts.length === 0 && <p className="sl-field-hint">No contacts yet.</p>}
      {contacts.map((contact, i) => (
        <fieldset key={i} className="sl-card">
          <legend className="sl-card__title">
            Contact {i + 1}
            {props.titleSuffix?.(contact) ?? ''}
          </legend>
          <div className="sl-form-grid">
            {FIELDS.map((f) => (
              <TextField
                key={f.key}
                label={`Contact ${i + 1} ${f.label}`}
                type={f.type}
                maxLength={f.maxLength}
                value={contact[f.key]}
                error={fieldErrors[`contacts.${i}.${f.key}`]}
                onChange={(v) => update(i, f.key, v)}
              />
            ))}
          </div>
          {props.footer?.(contact, i)}
          <button
            type="button"
            className="sl-button sl-button--small sl-button--danger"
            onClick={() => onChange(props.remove(contacts, i))}
          >
            Remove Contact {i + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" className="sl-button" onClick={() => onChange(props.add(contacts))}>
        Add Contact
      </button>
    </div>
  );
}
