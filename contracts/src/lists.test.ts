import * as contracts from './index.js';
import {
  CORP_LIST,
  declareList,
  INVOICE_LIST,
  TIMESHEET_LIST,
  VENDOR_LIST,
  type ListDeclaration,
  type ListFilter,
} from './index.js';

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

test('every status filter of every list offers exactly the statuses its resource is stored in', () => {
  const statusesOf: Record<string, Readonly<Record<string, string>>> = {
    CORP_LIST: contracts.CORP_STATUS_LABELS,
    VENDOR_LIST: contracts.VENDOR_STATUS_LABELS,
    EMPLOYEE_LIST: contracts.EMPLOYEE_STATUS_LABELS,
    BILLING_LIST: contracts.BILLING_STATUS_LABELS,
    TIMESHEET_LIST: contracts.TIMESHEET_STATUS_LABELS,
    INVOICE_LIST: contracts.INVOICE_STATUS_LABELS,
    OUTBOX_LIST: contracts.DELIVERY_STATUS_LABELS,
  };
  // every list the contracts declare, so that a new one with a status filter is walked too
  const lists = Object.entries(contracts as Record<string, unknown>)
    .filter(([name]) => name.endsWith('_LIST'))
    .map(([name, list]) => [name, list as ListDeclaration] as const);
  expect(lists.length).toBeGreaterThanOrEqual(7);
  for (const [name, list] of lists) {
    const status = list.filters.status as ListFilter | undefined;
    if (!status) continue;
    expect([name, status.kind]).toEqual([name, 'enum']);
    const labels = statusesOf[name];
    expect([name, labels && 'values' in status && status.values]).toEqual([
      name,
      Object.keys(labels ?? {}),
    ]);
  }
});
