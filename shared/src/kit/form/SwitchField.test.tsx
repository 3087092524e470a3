import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SwitchField } from './SwitchField';

function Harness({ readOnly = false }: { readOnly?: boolean }) {
  const [on, setOn] = useState(false);
  return <SwitchField label="Annex timesheets" checked={on} onChange={setOn} readOnly={readOnly} />;
}

test('a switch named by its label: a click, Space and Enter turn it, the words say its state', async () => {
  render(<Harness />);
  const toggle = screen.getByRole('switch', { name: 'Annex timesheets' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(toggle).toHaveTextContent('Off');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(toggle).toHaveTextContent('On');
  toggle.focus();
  await userEvent.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await userEvent.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-checked', 'true');
});

test('a read-only switch shows its state and does not turn', async () => {
  render(<Harness readOnly />);
  const toggle = screen.getByRole('switch', { name: 'Annex timesheets' });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(toggle).toHaveAttribute('aria-readonly', 'true');
});
