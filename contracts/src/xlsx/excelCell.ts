import { newYorkWallClock, parseCalendarDate } from '../dates.js';
import { formatDollars, toCents, toDecimal } from '../money.js';
import type { ValueKind } from './columns.js';

/** The number format of each kind of typed cell, as a spreadsheet writes it. */
export const EXCEL_FORMATS: Record<ValueKind, string> = {
  date: 'mm/dd/yyyy',
  datetime: 'mm/dd/yyyy h:mm AM/PM',
  money: '"$"#,##0.00',
  hours: '#,##0.00',
};

/** A typed cell: a number (a date is a day serial) shown through a number format. */
export type TypedCell = { t: 'n'; v: number; z: string };

/** One cell of the Excel file: plain text, number or boolean, or a typed cell. */
export type ExcelCell = string | number | boolean | TypedCell;

const DAY_MS = 86_400_000;
// Day 0 of the 1900 date system as spreadsheets count it (right from March 1900 on, past the
// system's phantom 2/29/1900).
const SERIAL_ORIGIN = Date.UTC(1899, 11, 30);

/**
 * The day serial of a calendar day and clock time (the time as a fraction of the day), computed
 * from UTC fields alone so that no computer's time zone can move it by a day.
 */
function daySerial(year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  return (Date.UTC(year, month - 1, day, hour, minute, second) - SERIAL_ORIGIN) / DAY_MS;
}

function kindNumber(value: unknown, kind: ValueKind): number | null {
  if (typeof value === 'number' && (kind === 'money' || kind === 'hours'))
    return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  if (kind === 'money' || kind === 'hours') return toDecimal(value.trim());
  if (kind === 'date') {
    const d = parseCalendarDate(value);
    return d && daySerial(d.year, d.month, d.day);
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  // the New York wall clock, as the screens show it
  const t = newYorkWallClock(instant);
  return daySerial(t.year, t.month, t.day, t.hour, t.minute, t.second);
}

function plain(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
    return value;
  return JSON.stringify(value);
}

/**
 * The cell of a value: with a kind, a number with that kind's format (a `YYYY-MM-DD` date becomes
 * its day serial, an instant its New York date and time, money and hours their number); a value
 * of no such kind (empty, or text that is not a date or number) stays as it is.
 */
export function excelCell(value: unknown, kind?: ValueKind): ExcelCell {
  if (kind) {
    const n = kindNumber(value, kind);
    if (n !== null) return { t: 'n', v: n, z: EXCEL_FORMATS[kind] };
  }
  return plain(value);
}

const HOURS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const SHOWN_LENGTH: Record<string, (v: number) => number> = {
  [EXCEL_FORMATS.date]: () => 'mm/dd/yyyy'.length,
  [EXCEL_FORMATS.datetime]: () => 'mm/dd/yyyy hh:mm AM'.length,
  [EXCEL_FORMATS.money]: (v) => formatDollars(toCents(v)).length,
  [EXCEL_FORMATS.hours]: (v) => HOURS.format(v).length,
};

/** About how many characters the cell shows (a typed cell through its number format). */
function shownLength(cell: ExcelCell): number {
  if (typeof cell === 'object') return SHOWN_LENGTH[cell.z]?.(cell.v) ?? String(cell.v).length;
  return String(cell).length;
}

/**
 * Column widths in characters that fit the header and every cell (within 8 and 60), so that a
 * date or amount shows in full rather than as '####'.
 */
export function columnWidths(header: string[], body: ExcelCell[][]): { wch: number }[] {
  return header.map((label, c) => {
    const longest = body.reduce(
      (max, row) => Math.max(max, shownLength(row[c] ?? '')),
      label.length,
    );
    return { wch: Math.min(Math.max(longest + 2, 8), 60) };
  });
}
