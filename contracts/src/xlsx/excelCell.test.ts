import { columnWidths, EXCEL_FORMATS, excelCell } from './excelCell.js';

test.each([
  ['2026-03-08', 46089],
  ['2026-03-07', 46088],
  ['1900-03-01', 61],
  ['2024-02-29', 45351],
  ['2026-07-04T00:00:00Z', 46207],
])('the date %s is the day serial %d with the date format', (value, serial) => {
  expect(excelCell(value, 'date')).toEqual({ t: 'n', v: serial, z: 'mm/dd/yyyy' });
});

test('an instant is its New York date and time as a day serial with a date-and-time format', () => {
  // 2:05 PM in New York
  const cell = excelCell('2026-11-23T19:05:00Z', 'datetime');
  expect(cell).toMatchObject({ t: 'n', z: 'mm/dd/yyyy h:mm AM/PM' });
  const v = (cell as { v: number }).v;
  expect(Math.floor(v)).toBe(46349);
  expect(Math.round((v % 1) * 24 * 60)).toBe(14 * 60 + 5);
});

test('money and hours are numbers, from numbers or numeric strings, with a 2-decimal format', () => {
  expect(excelCell(1234.5, 'money')).toEqual({ t: 'n', v: 1234.5, z: '"$"#,##0.00' });
  expect(excelCell('-12', 'money')).toEqual({ t: 'n', v: -12, z: '"$"#,##0.00' });
  expect(excelCell('37.75', 'hours')).toEqual({ t: 'n', v: 37.75, z: '#,##0.00' });
  expect(excelCell(0, 'hours')).toEqual({ t: 'n', v: 0, z: '#,##0.00' });
});

test('empty values and values not of the kind stay as they are; no kind leaves values plain', () => {
  expect(excelCell(null, 'date')).toBe('');
  expect(excelCell(undefined, 'money')).toBe('');
  expect(excelCell('', 'hours')).toBe('');
  expect(excelCell('soon', 'date')).toBe('soon');
  expect(excelCell('2026-02-30', 'date')).toBe('2026-02-30');
  expect(excelCell('n/a', 'money')).toBe('n/a');
  expect(excelCell('later', 'datetime')).toBe('later');
  expect(excelCell('2026-03-08')).toBe('2026-03-08');
  expect(excelCell(12)).toBe(12);
  expect(excelCell(true)).toBe(true);
  expect(excelCell({ a: 1 })).toBe('{"a":1}');
});

test('columns are wide enough for their header and for each cell as the spreadsheet shows it', () => {
  const widths = columnWidths(
    ['ID', 'Invoice Date', 'Amount', 'Customer'],
    [
      [1, excelCell('2026-03-08', 'date'), excelCell(1234567.5, 'money'), 'Acme'],
      [2, excelCell('2026-03-09', 'date'), excelCell(5, 'money'), 'x'.repeat(80)],
    ],
  );
  expect(widths).toEqual([
    { wch: 8 },
    { wch: 'Invoice Date'.length + 2 },
    { wch: '$1,234,567.50'.length + 2 },
    { wch: 60 },
  ]);
  expect(EXCEL_FORMATS.date).toBe('mm/dd/yyyy');
});
