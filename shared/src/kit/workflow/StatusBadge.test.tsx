import { render, screen } from '@testing-library/react';
import { StatusBadge } from './StatusBadge';

test('shows the label, coloured by the status', () => {
  render(<StatusBadge status="SUBMITTED" label="Submitted" />);
  const badge = screen.getByText('Submitted');
  expect(badge).toHaveClass('sl-status-badge', 'sl-status-badge--submitted');
});

test('shows the status itself without a label, and nothing without a status', () => {
  const { container, rerender } = render(<StatusBadge status="ON_LEAVE" />);
  expect(screen.getByText('ON_LEAVE')).toHaveClass('sl-status-badge--on-leave');
  rerender(<StatusBadge status="" />);
  expect(container).toBeEmptyDOMElement();
});
