#!/usr/bin/env node
// The thin reference of scripts/bench-scale.mjs: Fastify and pg, one hand-written query per answer,
// no sign-in, no tenancy, no validation. What the product's timesheets list would cost with nothing
// around the query; the benchmark compares the product with it on the same database.
//   DATABASE_URL=… PORT=… node scripts/bench/thin-reference.mjs
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/workspace.mjs';

const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));
const Fastify = apiRequire('fastify');
const pg = apiRequire('pg');

// The product's pool size (api/src/db/pool.ts), so that both wait on the database alike.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const FROM = `FROM timesheets t JOIN employees e ON e.id = t.employee_id JOIN vendors v ON v.id = t.vendor_id
  WHERE t.corp_id = $1 AND t.status = ANY ($2) AND e.full_name ILIKE $3`;
const PAGE = `SELECT t.id, t.employee_id AS "employeeId", t.vendor_id AS "vendorId",
    e.full_name AS "employeeName", v.name AS "vendorName",
    to_char(t.period_start_date, 'YYYY-MM-DD') AS "periodStartDate",
    to_char(t.period_end_date, 'YYYY-MM-DD') AS "periodEndDate",
    t.total_hours::float8 AS "totalHours", t.status, t.billing_code AS "billingCode", t.notes,
    t.update_date AS "updateDate"
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
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
