import type { BillableVendor } from '@staffledger/shared';
import {
  blockedReason,
  createdNotice,
  periodText,
  selectionOf,
  selectionSummary,
  selectsFirstOnly,
  vendorSummary,
} from './billable.selection';
import { annLee, bobKay, carlaDiaz, danNoArrangement, initech } from './test-data';

const picked = (...rows: (typeof annLee)[]) => new Map(rows.map((r) => [r.timesheetId, r]));

test('the period reads as the product writes dates', () => {
  expect(periodText(annLee)).toBe('03/03/2025 - 03/09/2025');
});

test('a selection holds its ids in the order checked, its vendor and its total in exact cents', () => {
  const tenCents = { ...annLee, amount: 0.1 };
  const twentyCents = { ...bobKay, amount: 0.2 };
  const selection = selectionOf(picked(twentyCents, tenCents));
  expect(selection).toEqual({ ids: [12, 11], vendor: { id: 7, name: 'Initech' }, totalCents: 30 });
  expect(selectionSummary(selection)).toBe('2 timesheets selected, total $0.30');
  expect(selectionOf(new Map())).toEqual({ ids: [], vendor: null, totalCents: 0 });
});

test('the summary counts one timesheet, several, or none', () => {
  expect(selectionSummary(selectionOf(new Map()))).toBe('No timesheets selected.');
  expect(selectionSummary(selectionOf(picked(carlaDiaz)))).toBe(
    '1 timesheet selected, total $9,876.00',
  );
});

test('a sheet without arrangement never joins; another vendor only while nothing is selected', () => {
  const none = selectionOf(new Map());
  const ofInitech = selectionOf(picked(annLee));
  expect(blockedReason(danNoArrangement, none)).toBe('no-arrangement');
  expect(blockedReason(carlaDiaz, none)).toBeNull();
  expect(blockedReason(carlaDiaz, ofInitech)).toBe('other-vendor');
  expect(blockedReason(bobKay, ofInitech)).toBeNull();
  expect(blockedReason({ ...bobKay, billingId: null }, ofInitech)).toBe('no-arrangement');
});

test('a selection of 100 sheets, one invoice’s worth, takes no more', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => ({ ...annLee, timesheetId: 1000 + i }));
  expect(blockedReason(bobKay, selectionOf(picked(...hundred)))).toBe('full');
  expect(blockedReason(bobKay, selectionOf(picked(...hundred.slice(1))))).toBeNull();
});

test("a vendor's line: its weeks, then the hours and money of those an arrangement bills", () => {
  expect(vendorSummary(initech)).toBe('2 weeks: 72.25 hours, $7,693.23');
  const mixed: BillableVendor = { ...initech, weeks: 3 };
  expect(vendorSummary(mixed)).toBe(
    '3 weeks: 72.25 hours, $7,693.23; 1 without a billing arrangement',
  );
  const none: BillableVendor = { ...initech, weeks: 1, invoiceable: 0, hours: 0, amount: 0 };
  expect(vendorSummary(none)).toBe('1 week: none can be invoiced; 1 without a billing arrangement');
  expect(selectsFirstOnly({ ...initech, invoiceable: 100 })).toBe(false);
  expect(selectsFirstOnly({ ...initech, invoiceable: 101 })).toBe(true);
});

test('the notice names the invoice and how many sheets it bills', () => {
  expect(createdNotice('INV-000012', 2)).toBe('Invoice INV-000012 created from 2 timesheets.');
  expect(createdNotice('INV-000013', 1)).toBe('Invoice INV-000013 created from 1 timesheet.');
});
