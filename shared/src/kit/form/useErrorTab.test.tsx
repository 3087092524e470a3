// the deprecated hook, kept for remotes built against 4.0 (Tabs.test.tsx tests what replaces it)
import { render, screen } from '@testing-library/react';
import { Tabs } from './Tabs';
import { tabOfFields, useErrorTab } from './useErrorTab';

const tabOf = tabOfFields(
  { contacts: 'contact', spouseName: 'family', childrenCount: 'family' },
  'info',
);

function EmployeeTabs({ errors }: { errors: Record<string, string> }) {
  const tab = useErrorTab(errors, tabOf, 'info');
  const tabs = ['info', 'contact', 'family'].map((id) => ({
    id,
    label: id[0].toUpperCase() + id.slice(1),
    content: <p>{id} fields</p>,
  }));
  return <Tabs tabs={tabs} label="Employee sections" {...tab} />;
}

const selected = () => screen.getByRole('tab', { selected: true });

test('the tab of a field is the tab of its root name, else the first', () => {
  expect(tabOf('contacts.2.value')).toBe('contact');
  expect(tabOf('contacts[2].value')).toBe('contact');
  expect(tabOf('childrenCount')).toBe('family');
  expect(tabOf('email')).toBe('info');
});

test('a save that finds a field error opens the tab that holds it', () => {
  const { rerender } = render(<EmployeeTabs errors={{}} />);
  expect(selected()).toHaveTextContent('Info');
  rerender(<EmployeeTabs errors={{ 'contacts.0.priority': 'Priority must be at least 1' }} />);
  expect(selected()).toHaveTextContent('Contact');
  rerender(<EmployeeTabs errors={{ childrenCount: 'Children Count cannot be negative' }} />);
  expect(selected()).toHaveTextContent('Family');
});
