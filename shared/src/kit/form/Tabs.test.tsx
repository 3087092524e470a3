import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

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
