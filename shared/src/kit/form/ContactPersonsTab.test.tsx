import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ContactPersonsTab, type ContactPersonValues } from './ContactPersonsTab';

const blank: ContactPersonValues = { name: '', role: '', email: '', phone: '' };

function Contacts({ errors = {} }: { errors?: Record<string, string> }) {
  const [contacts, setContacts] = useState<ContactPersonValues[]>([]);
  return (
    <ContactPersonsTab
      contacts={contacts}
      onChange={setContacts}
      fieldErrors={errors}
      add={(list) => [...list, { ...blank }]}
      remove={(list, index) => list.filter((_, i) => i !== index)}
    />
  );
}

test('Add Contact adds a card whose fields stop at the contract limits; Remove takes it out', async () => {
  render(
    <Contacts errors={{ 'contacts.1.email': 'Contact 2: email is not a valid e-mail address' }} />,
  );
  expect(screen.getByText('No contacts yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
  const maxLengths = ['Name', 'Role', 'Email', 'Phone'].map((f) =>
    screen.getByRole('textbox', { name: `Contact 1 ${f}` }).getAttribute('maxlength'),
  );
  expect(maxLengths).toEqual(['200', '100', '254', '50']);
  expect(screen.getByRole('textbox', { name: 'Contact 2 Email' })).toHaveAccessibleDescription(
    'Contact 2: email is not a valid e-mail address',
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Contact 2 Name' }), 'Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Remove Contact 1' }));
  expect(screen.getByRole('textbox', { name: 'Contact 1 Name' })).toHaveValue('Ada');
  expect(screen.queryByRole('textbox', { name: 'Contact 2 Name' })).toBeNull();
});
