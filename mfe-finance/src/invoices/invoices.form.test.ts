import { INVOICE_REQUIRED, requiredErrors, todayIso } from '@staffledger/shared';
import {
  invoiceToBody,
  invoiceToValues,
  initialInvoice,
  linesTotalCents,
  validateInvoice,
} from './invoices.form';
import { withItems } from './test-data';

const lines = (...pairs: Array<[number | null, number | null]>) =>
  pairs.map(([quantity, price]) => ({ description: 'Line', quantity, price }));

test('the total adds the lines in cents: 3 × 33.33 is 99.99, 0.1 + 0.2 is 0.30', () => {
  expect(linesTotalCents(lines([3, 33.33]))).toBe(9999);
  expect(linesTotalCents(lines([1, 0.1], [1, 0.2]))).toBe(30);
  expect(linesTotalCents(lines([null, 12], [2, null]))).toBe(0);
});

test('with lines the body carries their total as the amount; without, the typed amount', () => {
  const base = { ...initialInvoice('2026-05-01'), vendorId: '7', dueDate: '2026-05-31' };
  expect(invoiceToBody({ ...base, amount: 5, items: lines([1, 0.1], [1, 0.2]) }, 1)).toMatchObject({
    amount: 0.3,
    vendorId: 7,
    corpId: '1',
  });
  expect(invoiceToBody({ ...base, amount: 12.5 }, 0)).toEqual({
    vendorId: 7,
    amount: 12.5,
    invoiceDate: '2026-05-01',
    dueDate: '2026-05-31',
    status: 'PENDING',
    items: [],
    corpId: '0',
  });
});

test('a loaded invoice becomes form values without the read-only line amounts', () => {
  const values = invoiceToValues(withItems as unknown as Record<string, unknown>);
  expect(values).toMatchObject({
    id: 41,
    number: 'INV-000041',
    vendorId: '7',
    savedStatus: 'PENDING',
  });
  expect(values.items).toEqual([
    { description: 'Consulting', quantity: 3, price: 33.33, timesheetId: null },
    { description: 'Travel', quantity: 1, price: 0.3, timesheetId: null },
  ]);
});

test('checks: due date after invoice date, line numbers within limits (the vendor is required through the kit)', () => {
  const base = { ...initialInvoice('2026-05-01'), vendorId: '7' };
  expect(validateInvoice(base)).toEqual({});
  expect(requiredErrors({ ...base, vendorId: '' }, INVOICE_REQUIRED)).toEqual({
    vendorId: 'Vendor is required',
  });
  expect(validateInvoice({ ...base, dueDate: '2026-04-30' })).toEqual({
    dueDate: 'Due Date cannot be before Invoice Date',
  });
  expect(
    validateInvoice({
      ...base,
      items: [
        { description: ' ', quantity: null, price: 1.005 },
        { description: 'Ok', quantity: 1_000_000, price: -1 },
      ],
    }),
  ).toEqual({
    'items.0.description': 'Description is required',
    'items.0.quantity': 'Quantity is required',
    'items.0.price': 'Price must be between 0 and 99,999,999.99 with at most 2 decimals',
    'items.1.quantity': 'Quantity must be between 0 and 999,999.99 with at most 2 decimals',
    'items.1.price': 'Price must be between 0 and 99,999,999.99 with at most 2 decimals',
  });
  // each line within its limits, their total past the largest invoice
  const big = { description: 'Big', quantity: 999_999.99, price: 99_999_999.99 };
  expect(validateInvoice({ ...base, items: [big] })).toEqual({
    amount: 'Amount must be between 0 and 9,999,999,999.99 with at most 2 decimals',
  });
  expect(validateInvoice({ ...base, amount: 10_000_000_000 })).toEqual({
    amount: 'Amount must be between 0 and 9,999,999,999.99 with at most 2 decimals',
  });
});

test('today is the local calendar date', () => {
  expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
});
