import {
  blockedReason,
  createdNotice,
  keepSelectable,
  periodText,
  rowsOfVendor,
  selectionOf,
  selectionSummary,
  vendorsOf,
} from './billable.selection';
import { annLee, billable, bobKay, carlaDiaz, danNoArrangement } from './test-data';

test('the vendors present, once each, by name whatever the case', () => {
  const acme = { ...annLee, timesheetId: 20, vendorId: 9, vendorName: 'acme' };
  expect(vendorsOf([...billable, acme])).toEqual([
    { id: 9, name: 'acme' },
    { id: 8, name: 'Globex' },
    { id: 7, name: 'Initech' },
  ]);
  expect(vendorsOf([])).toEqual([]);
});

test("the vendor filter keeps that vendor's rows; '' keeps them all", () => {
  expect(rowsOfVendor(billable, '8')).toEqual([carlaDiaz, danNoArrangement]);
  expect(rowsOfVendor(billable, '')).toEqual(billable);
});

test('the period reads as the product writes dates', () => {
  expect(periodText(annLee)).toBe('03/03/2025 - 03/09/2025');
});

test('a selection holds its ids in list order, its vendor and its total in exact cents', () => {
  const tenCents = { ...annLee, amount: 0.1 };
  const twentyCents = { ...bobKay, amount: 0.2 };
  const selection = selectionOf([tenCents, twentyCents], new Set([bobKay.timesheetId, 11]));
  expect(selection).toEqual({ ids: [11, 12], vendor: { id: 7, name: 'Initech' }, totalCents: 30 });
  expect(selectionSummary(selection)).toBe('2 timesheets selected, total $0.30');
  expect(selectionOf(billable, new Set())).toEqual({ ids: [], vendor: null, totalCents: 0 });
});

test('the summary counts one timesheet, several, or none', () => {
  expect(selectionSummary(selectionOf(billable, new Set()))).toBe('No timesheets selected.');
  expect(selectionSummary(selectionOf(billable, new Set([carlaDiaz.timesheetId])))).toBe(
    '1 timesheet selected, total $9,876.00',
  );
});

test('a sheet without arrangement never joins; another vendor only while nothing is selected', () => {
  const none = selectionOf(billable, new Set());
  const initech = selectionOf(billable, new Set([annLee.timesheetId]));
  expect(blockedReason(danNoArrangement, none)).toBe('no-arrangement');
  expect(blockedReason(carlaDiaz, none)).toBeNull();
  expect(blockedReason(carlaDiaz, initech)).toBe('other-vendor');
  expect(blockedReason(bobKay, initech)).toBeNull();
  expect(blockedReason({ ...bobKay, billingId: null }, initech)).toBe('no-arrangement');
});

test('after a reload only the checked sheets still listed and invoiceable stay checked', () => {
  const checked = new Set([annLee.timesheetId, bobKay.timesheetId, danNoArrangement.timesheetId]);
  expect(keepSelectable(checked, [bobKay, carlaDiaz, danNoArrangement])).toEqual(
    new Set([bobKay.timesheetId]),
  );
});

test('the notice names the invoice and how many sheets it bills', () => {
  expect(createdNotice('INV-000012', 2)).toBe('Invoice INV-000012 created from 2 timesheets.');
  expect(createdNotice('INV-000013', 1)).toBe('Invoice INV-000013 created from 1 timesheet.');
});
