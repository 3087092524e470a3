/**
 * What a column's value is, so that an Excel file gets a typed cell: 'date' a `YYYY-MM-DD`
 * calendar date, 'datetime' an ISO instant (both real spreadsheet dates), 'money' and 'hours'
 * numbers with 2 decimals. A spreadsheet can then sort, filter and sum them.
 */
export type ValueKind = 'date' | 'datetime' | 'money' | 'hours';

/** A column of an Excel file; with a `kind`, its values are written as typed cells. */
export type ExportColumn<T> = { label: string; value: (row: T) => unknown; kind?: ValueKind };
