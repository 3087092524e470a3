import { CORP_LIST, declareList, INVOICE_LIST, TIMESHEET_LIST, VENDOR_LIST } from './index.js';

test('a declaration keeps its filter and sort names as types, so each side must name them all', () => {
  const filter: keyof typeof VENDOR_LIST.filters = 'invoiced';
  // @ts-expect-error a vendor list has no city filter
  const notAFilter: keyof typeof VENDOR_LIST.filters = 'city';
  const sort: (typeof VENDOR_LIST.sortable)[number] = 'city';
  // @ts-expect-error nor a sort by notes
  const notASort: (typeof VENDOR_LIST.sortable)[number] = 'notes';
  expect([filter, notAFilter, sort, notASort]).toHaveLength(4);
});

test('the default sort is one of the sortable fields, and enum filters list their statuses', () => {
  for (const list of [CORP_LIST, VENDOR_LIST, TIMESHEET_LIST, INVOICE_LIST]) {
    expect(list.sortable as readonly string[]).toContain(list.defaultSort);
  }
  expect(TIMESHEET_LIST.filters.status).toEqual({
    kind: 'enum',
    values: ['DRAFT', 'PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED', 'LOCKED'],
  });
  expect(INVOICE_LIST.defaultOrder).toBe('desc');
});

test('a default sort that is not sortable does not compile', () => {
  const list = declareList({
    filters: { name: { kind: 'text' } },
    sortable: ['name'],
    // @ts-expect-error 'age' is not among the sortable fields
    defaultSort: 'age',
  });
  expect(list.sortable).toEqual(['name']);
});
