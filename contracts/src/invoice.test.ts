import {
  formatDollars,
  INVOICE_LIMITS,
  invoiceRuleErrors,
  invoiceActions,
  invoiceStatusLabel,
  invoiceTotalCents,
  isInvoiceFinal,
  lineAmountCents,
  invoicePdfName,
  remindLabel,
  toCents,
} from './index.js';

describe('money in cents', () => {
  test('toCents reads 2-decimal values without floating-point drift', () => {
    expect(toCents(12.35)).toBe(1235);
    expect(toCents(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999 in floating point
    expect(toCents(0.29)).toBe(29);
    expect(toCents(0)).toBe(0);
    expect(toCents(-4.1)).toBe(-410);
  });

  test.each([
    [3, 33.33, 9999],
    [1, 0.1, 10],
    [1, 0.2, 20],
    [3, 0.1, 30], // 3 * 0.1 is 0.30000000000000004 in floating point
    [1.5, 33.33, 5000], // 49.995 rounds half up
    [0.5, 0.01, 1], // 0.005 rounds half up
    [0.25, 0.01, 0], // 0.0025 rounds down
    [2.5, 19.99, 4998], // 49.975 rounds half up
    [0, 125, 0],
    [-1.5, 33.33, -5000], // a credit line rounds away from zero, like its positive twin
    [100, 99_999_999.99, 999_999_999_900], // the largest amount an invoice takes stays exact
  ])('a line of %p × %p is %p cents', (quantity, price, cents) => {
    expect(lineAmountCents(quantity, price)).toBe(cents);
  });

  test('the total is the sum of the rounded lines', () => {
    expect(
      invoiceTotalCents([
        { quantity: 1, price: 0.1 },
        { quantity: 1, price: 0.2 },
      ]),
    ).toBe(30);
    expect(
      invoiceTotalCents([
        { quantity: 1.5, price: 33.33 },
        { quantity: 1.5, price: 33.33 },
      ]),
    ).toBe(10000);
    expect(invoiceTotalCents([])).toBe(0);
  });

  test('formatDollars shows $, thousands separators and 2 decimals', () => {
    expect(formatDollars(9999)).toBe('$99.99');
    expect(formatDollars(30)).toBe('$0.30');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(123_450)).toBe('$1,234.50');
    expect(formatDollars(999_999_999_999)).toBe('$9,999,999,999.99');
    expect(formatDollars(-1_005)).toBe('-$10.05');
  });
});

describe('invoice statuses and actions', () => {
  test('Send/Remind and Paid are offered for Pending and Overdue invoices only, in any case', () => {
    for (const status of ['PENDING', 'pending', 'OVERDUE', 'Overdue']) {
      expect(invoiceActions(status, false)).toEqual([
        'view',
        'download',
        'delete',
        'remind',
        'paid',
      ]);
    }
    for (const status of ['CANCELLED', '', null]) {
      expect(invoiceActions(status, false)).toEqual(['view', 'download', 'delete']);
    }
  });

  test('a sent invoice is cancelled, never deleted; a paid one is neither', () => {
    for (const status of ['PENDING', 'overdue']) {
      expect(invoiceActions(status, true)).toEqual([
        'view',
        'download',
        'cancel',
        'remind',
        'paid',
      ]);
    }
    expect(invoiceActions('CANCELLED', true)).toEqual(['view', 'download']);
    expect(invoiceActions('PAID', true)).toEqual(['view', 'download']);
    expect(invoiceActions('PAID', false)).toEqual(['view', 'download']);
  });

  test('the remind action reads Send until the invoice was sent once', () => {
    expect(remindLabel(false)).toBe('Send');
    expect(remindLabel(true)).toBe('Remind');
  });

  test('Paid and Cancelled are final; labels read as words', () => {
    expect(isInvoiceFinal('PAID')).toBe(true);
    expect(isInvoiceFinal('cancelled')).toBe(true);
    expect(isInvoiceFinal('PENDING')).toBe(false);
    expect(isInvoiceFinal('OVERDUE')).toBe(false);
    expect(isInvoiceFinal(undefined)).toBe(false);
    expect(invoiceStatusLabel('OVERDUE')).toBe('Overdue');
    expect(invoiceStatusLabel('odd')).toBe('odd');
  });
});

describe('invoicePdfName', () => {
  test('the invoice number, with "/" or "\\" of a prefix as "-"', () => {
    expect(invoicePdfName('INV-000001')).toBe('INV-000001.pdf');
    expect(invoicePdfName('ACME/2026-000012')).toBe('ACME-2026-000012.pdf');
    expect(invoicePdfName('A\\B#000003')).toBe('A-B#000003.pdf');
  });
});

describe('the invoice rules both sides check', () => {
  const key = (i: number, field: string) => `items.${i}.${field}`;
  const line = (quantity: unknown, price: unknown) => ({ quantity, price });

  test('good values make no error; a value without its type is left to the caller', () => {
    expect(
      invoiceRuleErrors(
        { invoiceDate: '2025-03-10', dueDate: '2025-04-09', items: [line(10, 125)] },
        key,
      ),
    ).toEqual({});
    expect(invoiceRuleErrors({ items: [line('10', null)], amount: 'x' }, key)).toEqual({});
  });

  test('dates, lines and the total in the form’s words', () => {
    expect(invoiceRuleErrors({ invoiceDate: '2025-03-10', dueDate: '2025-03-09' }, key)).toEqual({
      dueDate: 'Due Date cannot be before Invoice Date',
    });
    expect(invoiceRuleErrors({ items: [line(-1, 0.125)] }, key)).toEqual({
      'items.0.quantity': 'Quantity must be between 0 and 999,999.99 with at most 2 decimals',
      'items.0.price': 'Price must be between 0 and 99,999,999.99 with at most 2 decimals',
    });
    expect(invoiceRuleErrors({ items: [line(999_999.99, 99_999_999.99)] }, key)).toEqual({
      amount: 'Amount must be between 0 and 9,999,999,999.99 with at most 2 decimals',
    });
    expect(invoiceRuleErrors({ items: [], amount: -1 }, key).amount).toBeDefined();
    const many = Array.from({ length: INVOICE_LIMITS.maxItems + 1 }, () => line(1, 1));
    expect(invoiceRuleErrors({ items: many }, key)).toEqual({
      items: `An invoice has at most ${INVOICE_LIMITS.maxItems} line items`,
    });
  });
});
