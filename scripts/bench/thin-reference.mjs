#!/usr/bin/env node
// The thin reference of scripts/bench-scale.mjs, bench-lists.mjs, bench-writes.mjs and
// bench-whole-list.mjs:
// Fastify and pg, hand-written queries, no sign-in, no tenancy, no validation. What the product's
// timesheets list and writes would cost with nothing around the SQL; the benchmarks compare the
// product with it on the same database.
//   DATABASE_URL=… PORT=… node scripts/bench/thin-reference.mjs
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/workspace.mjs';
import { registerLists } from './thin-lists.mjs';

const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));
const Fastify = apiRequire('fastify');
const pg = apiRequire('pg');

// The product's pool size (api/src/db/pool.ts), so that both wait on the database alike.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const FROM = `FROM timesheets t JOIN employees e ON e.id = t.employee_id JOIN vendors v ON v.id = t.vendor_id
  WHERE t.corp_id = $1 AND t.status = ANY ($2) AND e.full_name ILIKE $3`;
const COLUMNS = `t.id, t.employee_id AS "employeeId", t.vendor_id AS "vendorId",
    e.full_name AS "employeeName", v.name AS "vendorName",
    to_char(t.period_start_date, 'YYYY-MM-DD') AS "periodStartDate",
    to_char(t.period_end_date, 'YYYY-MM-DD') AS "periodEndDate",
    t.total_hours::float8 AS "totalHours", t.status, t.billing_code AS "billingCode", t.notes,
    t.update_date AS "updateDate"`;
const PAGE = `SELECT ${COLUMNS}
  ${FROM} ORDER BY t.period_start_date DESC, t.id DESC LIMIT 50 OFFSET $4`;

const app = Fastify({ logger: false });
app.get('/timesheets', async (request, reply) => {
  const q = request.query;
  const values = [Number(q.corp), String(q.status).split(','), `%${q.employeeName}%`];
  const page = await pool.query(PAGE, [...values, Number(q.offset || 0)]);
  if (q.withTotal !== 'false') {
    const count = await pool.query(`SELECT count(*) AS total ${FROM}`, values);
    reply.header('x-total-count', count.rows[0].total);
  }
  return page.rows;
});
registerLists(app, pool);
// The whole list of scripts/bench-whole-list.mjs, as a list without `limit` was answered before it
// was streamed: every row read, then the array written at once.
app.get('/timesheets/all', async (request) => {
  const { rows } = await pool.query(
    `SELECT ${COLUMNS} FROM timesheets t JOIN employees e ON e.id = t.employee_id
       JOIN vendors v ON v.id = t.vendor_id
      WHERE t.corp_id = $1 ORDER BY t.period_start_date DESC, t.id DESC`,
    [Number(request.query.corp)],
  );
  return rows;
});

// The writes of scripts/bench-writes.mjs, as bare as they can be and still right: a status change
// in one statement, and a save of items in one transaction with the total recomputed.
app.put('/timesheets/:id/status', async (request, reply) => {
  const { rowCount } = await pool.query(
    `UPDATE timesheets SET status = $2, update_date = now() WHERE id = $1 AND status = 'SUBMITTED'`,
    [Number(request.params.id), request.body.status],
  );
  return rowCount === 1 ? { ok: true } : reply.code(409).send({ error: 'conflict' });
});
app.put('/timesheets/:id/items', async (request) => {
  const id = Number(request.params.id);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `UPDATE timesheet_items i SET hours_worked = u."hoursWorked", extra_hours = u."extraHours",
              comment = u.comment
         FROM jsonb_to_recordset($2::jsonb)
              AS u(id bigint, "hoursWorked" numeric, "extraHours" numeric, comment text)
        WHERE i.id = u.id AND i.timesheet_id = $1`,
      [id, JSON.stringify(request.body)],
    );
    await client.query(
      `UPDATE timesheets SET total_hours = (SELECT coalesce(sum(hours_worked + extra_hours), 0)
         FROM timesheet_items WHERE timesheet_id = $1), update_date = now() WHERE id = $1`,
      [id],
    );
    await client.query('COMMIT');
    return { ok: true };
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
