#!/usr/bin/env node
// The reference of scripts/bench-export.mjs: a corporation's timesheets written to an .xlsx file
// by exceljs's streaming writer, in one Node process that reads them from PostgreSQL through a
// cursor, 1,000 rows at a time, with the columns and cell formats of Download Excel on the
// timesheets list. No sign-in, no tenancy, no browser: what that file costs with nothing around
// the writer. Prints `{ rows, ms }` as JSON when the file is closed.
//   DATABASE_URL=… node scripts/bench/exceljs-reference.mjs <corp id> <file>
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/workspace.mjs';

const scriptsRequire = createRequire(join(ROOT, 'scripts', 'package.json'));
const ExcelJS = scriptsRequire('exceljs');
const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');

const [corp, file] = process.argv.slice(2);
if (!Number.isSafeInteger(Number(corp)) || !file) {
  console.error('usage: exceljs-reference.mjs <corp id> <file>');
  process.exit(2);
}

const started = performance.now();
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
const sheet = book.addWorksheet('Timesheets');
sheet.columns = [
  { header: 'ID', key: 'id', width: 10 },
  { header: 'Employee', key: 'employee', width: 24 },
  { header: 'Vendor', key: 'vendor', width: 28 },
  { header: 'Billing Code', key: 'code', width: 14 },
  { header: 'Start Date', key: 'start', width: 12, style: { numFmt: 'mm/dd/yyyy' } },
  { header: 'End Date', key: 'end', width: 12, style: { numFmt: 'mm/dd/yyyy' } },
  { header: 'Total Hours', key: 'hours', width: 12, style: { numFmt: '#,##0.00' } },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'Notes', key: 'notes', width: 30 },
];
let rows = 0;
await client.query('BEGIN');
await client.query(
  `DECLARE sheet NO SCROLL CURSOR FOR
   SELECT t.id, e.full_name, v.name, t.billing_code, t.period_start_date::text AS start,
          t.period_end_date::text AS "end", t.total_hours::float8 AS hours, t.status, t.notes
     FROM timesheets t JOIN employees e ON e.id = t.employee_id JOIN vendors v ON v.id = t.vendor_id
    WHERE t.corp_id = $1 ORDER BY t.period_start_date DESC, t.id DESC`,
  [Number(corp)],
);
// a calendar day as a date cell of that day, whatever the clock's time zone
const day = (text) => new Date(`${text}T00:00:00Z`);
for (;;) {
  const batch = (await client.query('FETCH 1000 FROM sheet')).rows;
  for (const r of batch) {
    sheet
      .addRow({
        id: Number(r.id),
        employee: r.full_name,
        vendor: r.name,
        code: r.billing_code,
        start: day(r.start),
        end: day(r.end),
        hours: r.hours,
        status: r.status,
        notes: r.notes ?? '',
      })
      .commit();
  }
  rows += batch.length;
  if (batch.length < 1000) break;
}
await client.query('COMMIT');
await client.end();
sheet.commit();
await book.commit();
console.log(JSON.stringify({ rows, ms: performance.now() - started }));
