import { TextField } from '@staffledger/shared';
import type { CorpContactValues } from './corps.form';
import { EMPTY_CONTACT } from './corps.form';

type Props = {
  contacts: CorpContactValues[];
  onChange: (contacts: CorpContactValues[]) => void;
  fieldErrors: Record<string, string>;
};

const FIELDS = [
  { key: 'name', label: 'Name', type: 'text' },
  { key: 'role', label: 'Role', type: 'text' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
] as const;

/** Contact tab: add and remove contacts (Name, Role, Email, Phone), labelled per entry. */
export function CorpContactTab({ contacts, onChange, fieldErrors }: Props) {
  const update = (index: number, key: keyof CorpContactValues, value: string) =>
    onChange(contacts.map((c, i) => (i === index ? { ...c, [key]: value } : c)));
  const remove = (index: number) => onChange(contacts.filter((_, i) => i !== index));

  return (
    <div>
      {contacts.length === 0 && <p className="sl-field-hint">No contacts yet.</p>}
      {contacts.map((contact, i) => (
        <fieldset key={i} className="sl-card">
          <legend className="sl-card__title">Contact {i + 1}</legend>
          <div className="sl-form-grid">
            {FIELDS.map((f) => (
              <TextField
                key={f.key}
                label={`Contact ${i + 1} ${f.label}`}
                type={f.type}
                value={contact[f.key]}
                error={fieldErrors[`contacts.${i}.${f.key}`]}
                onChange={(v) => update(i, f.key, v)}
              />
            ))}
          </div>
          <button
            type="button"
            className="sl-button sl-button--small sl-button--danger"
            onClick={() => remove(i)}
          >
            Remove Contact {i + 1}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="sl-button"
        onClick={() => onChange([...contacts, { ...EMPTY_CONTACT }])}
      >
        Add Contact
      </button>
    </div>
  );
}
