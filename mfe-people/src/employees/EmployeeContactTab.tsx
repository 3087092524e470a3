import {
  EMPLOYEE_LIMITS,
  DateField,
  EMPLOYEE_CONTACT_MIN_PRIORITY,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
  type EmployeeContactType,
} from '@staffledger/shared';
import {
  CONTACT_TYPE_OPTIONS,
  EMPTY_EMPLOYEE_CONTACT,
  type EmployeeContactValues,
} from './employees.form';

type Props = {
  contacts: EmployeeContactValues[];
  onChange: (contacts: EmployeeContactValues[]) => void;
  fieldErrors: Record<string, string>;
};

/** Contact tab: Type, Value, Start Date, End Date, Priority (min 1), Additional Notes per entry. */
export function EmployeeContactTab({ contacts, onChange, fieldErrors }: Props) {
  const update = <K extends keyof EmployeeContactValues>(
    index: number,
    key: K,
    value: EmployeeContactValues[K],
  ) => onChange(contacts.map((c, i) => (i === index ? { ...c, [key]: value } : c)));
  const err = (i: number, key: string) => fieldErrors[`contacts.${i}.${key}`];

  return (
    <div>
      {contacts.length === 0 && <p className="sl-field-hint">No contacts yet.</p>}
      {contacts.map((c, i) => {
        const n = `Contact ${i + 1}`;
        return (
          <fieldset key={i} className="sl-card">
            <legend className="sl-card__title">{n}</legend>
            <div className="sl-form-grid">
              <SelectField
                label={`${n} Type`}
                options={CONTACT_TYPE_OPTIONS}
                value={c.type}
                error={err(i, 'type')}
                onChange={(v) => update(i, 'type', v as EmployeeContactType)}
              />
              <TextField
                label={`${n} Value`}
                maxLength={EMPLOYEE_LIMITS.contactValue}
                value={c.value}
                error={err(i, 'value')}
                onChange={(v) => update(i, 'value', v)}
              />
              <DateField
                label={`${n} Start Date`}
                value={c.startDate}
                error={err(i, 'startDate')}
                onChange={(v) => update(i, 'startDate', v)}
              />
              <DateField
                label={`${n} End Date`}
                value={c.endDate}
                error={err(i, 'endDate')}
                onChange={(v) => update(i, 'endDate', v)}
              />
              <NumberField
                label={`${n} Priority`}
                min={EMPLOYEE_CONTACT_MIN_PRIORITY}
                step={1}
                value={c.priority}
                error={err(i, 'priority')}
                onChange={(v) => update(i, 'priority', v)}
              />
              <TextAreaField
                label={`${n} Additional Notes`}
                maxLength={EMPLOYEE_LIMITS.contactNotes}
                value={c.additionalNotes}
                error={err(i, 'additionalNotes')}
                onChange={(v) => update(i, 'additionalNotes', v)}
              />
            </div>
            <button
              type="button"
              className="sl-button sl-button--small sl-button--danger"
              onClick={() => onChange(contacts.filter((_, j) => j !== i))}
            >
              Remove {n}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="sl-button"
        onClick={() => onChange([...contacts, { ...EMPTY_EMPLOYEE_CONTACT }])}
      >
        Add Contact
      </button>
    </div>
  );
}
