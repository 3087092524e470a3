import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxField } from './CheckboxField';
import { NumberField } from './NumberField';
import { SelectField, StateSelect } from './SelectField';
import { DateField, TextField } from './TextField';

test('a required field shows a * mark and is required; an error is tied to the control', () => {
  render(
    <>
      <TextField
        label="Value"
        value=""
        onChange={() => undefined}
        required
        error="Value is required"
      />
      <TextField label="Notes" value={null} onChange={() => undefined} />
    </>,
  );
  const value = screen.getByRole('textbox', { name: 'Value' });
  expect(value).toBeRequired();
  expect(value).toHaveAttribute('aria-invalid', 'true');
  expect(value).toHaveAccessibleDescription('Value is required');
  expect(screen.getByText('*')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Notes' })).not.toBeRequired();
  expect(screen.getAllByText('*')).toHaveLength(1);
});

test('fields report their typed values', async () => {
  const seen: unknown[] = [];
  function Harness() {
    const [n, setN] = useState<number | null>(null);
    const [c, setC] = useState(false);
    const [s, setS] = useState('');
    return (
      <>
        <NumberField
          label="Priority"
          value={n}
          min={1}
          onChange={(v) => {
            setN(v);
            seen.push(v);
          }}
        />
        <CheckboxField
          label="Primary"
          checked={c}
          onChange={(v) => {
            setC(v);
            seen.push(v);
          }}
        />
        <SelectField
          label="Status"
          value={s}
          placeholder="Select status"
          options={[{ value: 'ACTIVE', label: 'Active' }]}
          onChange={(v) => {
            setS(v);
            seen.push(v);
          }}
        />
        <DateField label="Start Date" value="2024-01-02" onChange={() => undefined} />
      </>
    );
  }
  render(<Harness />);
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Priority' }), '3');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Primary' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
  expect(seen).toEqual([3, true, 'ACTIVE']);
  expect(screen.getByLabelText('Start Date')).toHaveAttribute('type', 'date');
});

test('StateSelect lists the 50 states by two-letter code', () => {
  render(<StateSelect label="State" value="TX" onChange={() => undefined} />);
  const select = screen.getByRole('combobox', { name: 'State' });
  expect(select).toHaveValue('TX');
  expect(screen.getAllByRole('option')).toHaveLength(51);
});
