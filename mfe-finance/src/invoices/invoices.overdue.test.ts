import { daysOverdueText, withChosenStatus } from './invoices.overdue';

test('days overdue read as words; none for an invoice that is not past due', () => {
  expect(daysOverdueText(1)).toBe('1 day overdue');
  expect(daysOverdueText(12)).toBe('12 days overdue');
  expect(daysOverdueText(0)).toBeNull();
  expect(daysOverdueText(null)).toBeNull();
  expect(daysOverdueText(undefined)).toBeNull();
});

const KNOWN = ['PENDING', 'PAID', 'OVERDUE', 'CANCELLED'];

test('the status filter adds the chosen status when no invoice has it', () => {
  expect(withChosenStatus(['PENDING', 'PAID'], 'OVERDUE', KNOWN)).toEqual([
    'PENDING',
    'PAID',
    'OVERDUE',
  ]);
  expect(withChosenStatus(['PENDING'], 'overdue', KNOWN)).toEqual(['PENDING', 'OVERDUE']);
});

test('the status filter stays as it is for a present, missing or unknown choice', () => {
  const present = ['PENDING', 'OVERDUE'];
  expect(withChosenStatus(present, 'OVERDUE', KNOWN)).toBe(present);
  expect(withChosenStatus(present, null, KNOWN)).toBe(present);
  expect(withChosenStatus(present, 'DRAFT', KNOWN)).toBe(present);
});
