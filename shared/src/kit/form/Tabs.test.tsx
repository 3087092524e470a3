import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldErrorsContext } from './fieldErrors';
import { tabOfField, Tabs, type TabDef } from './Tabs';

const tabs = [
  { id: 'info', label: 'Info', content: <p>Info panel</p> },
  { id: 'contact', label: 'Contact', content: <p>Contact panel</p> },
  { id: 'family', label: 'Family', content: <p>Family panel</p> },
];

test('tabs follow the ARIA pattern and the arrow keys move the selection', async () => {
  render(<Tabs tabs={tabs} label="Sections" />);
  expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
  const info = screen.getByRole('tab', { name: 'Info' });
  expect(info).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Info' })).toHaveTextContent('Info panel');
  expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('tabindex', '-1');

  await userEvent.tab();
  expect(info).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Contact' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Contact panel');
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Family' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Info' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Family panel');
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Info panel');
});

test('a click selects a tab', async () => {
  render(<Tabs tabs={tabs} />);
  await userEvent.click(screen.getByRole('tab', { name: 'Family' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Family panel');
});

const formTabs: TabDef[] = [
  { id: 'info', label: 'Info', content: <p>Info panel</p> },
  { id: 'contact', label: 'Contact', fields: ['contacts'], content: <p>Contact panel</p> },
  {
    id: 'family',
    label: 'Family',
    fields: ['spouseName', 'childrenCount'],
    content: <p>Family panel</p>,
  },
];

/** The tabs of a form whose save found `errors` (ResourceForm provides them so). */
function FormTabs({ errors }: { errors: Record<string, string> }) {
  return (
    <FieldErrorsContext.Provider value={errors}>
      <Tabs tabs={formTabs} label="Employee sections" />
    </FieldErrorsContext.Provider>
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

test('the tab of a field is the tab naming its root name, else the first', () => {
  expect(tabOfField(formTabs, 'contacts.2.value')?.id).toBe('contact');
  expect(tabOfField(formTabs, 'contacts[2].value')?.id).toBe('contact');
  expect(tabOfField(formTabs, 'childrenCount')?.id).toBe('family');
  expect(tabOfField(formTabs, 'email')?.id).toBe('info');
});

test('in a form, a save that finds a field error opens the tab that holds it', () => {
  const { rerender } = render(<FormTabs errors={{}} />);
  expect(selectedTab()).toHaveTextContent('Info');
  rerender(<FormTabs errors={{ 'contacts.0.priority': 'Priority must be at least 1' }} />);
  expect(selectedTab()).toHaveTextContent('Contact');
  rerender(<FormTabs errors={{ childrenCount: 'Children Count cannot be negative' }} />);
  expect(selectedTab()).toHaveTextContent('Family');
});

test('the user may leave the tab while its error stands', async () => {
  const errors = { 'contacts.0.priority': 'Priority must be at least 1' };
  const { rerender } = render(<FormTabs errors={{}} />);
  rerender(<FormTabs errors={errors} />);
  await userEvent.click(screen.getByRole('tab', { name: 'Info' }));
  rerender(<FormTabs errors={{ ...errors }} />);
  expect(selectedTab()).toHaveTextContent('Info');
});
