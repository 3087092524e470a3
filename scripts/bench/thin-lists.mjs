// The lists of scripts/bench-lists.mjs in the thin reference: for each, one hand-written query for
// the page with any of the screen's filters and sorts (the same columns and the same meaning as the
// product's answer), and a count(*) beside it when the total is asked. Filters on text are
// "contains" in any case (ILIKE), as the product's.
//   GET /list/{timesheets|invoices|employees}?corp=…&<filters>&sort=…&order=…&offset=…&withTotal=…

/** A list: its FROM, its columns, its filters (name → SQL with one `?`) and sorts. */
const LISTS = {
  timesheets: {
    from: `FROM timesheets t JOIN employees e ON e.id = t.employee_id
      JOIN vendors v ON v.id = t.vendor_id`,
    corp: 't.corp_id',
    columns: `t.id, t.employee_id AS "employeeId", t.vendor_id AS "vendorId",
      e.full_name AS "employeeName", v.name AS "vendorName",
      to_char(t.period_start_date, 'YYYY-MM-DD') AS "periodStartDate",
      to_char(t.period_end_date, 'YYYY-MM-DD') AS "periodEndDate",
      t.total_hours::float8 AS "totalHours", t.status, t.billing_code AS "billingCode", t.notes,
      t.update_date AS "updateDate"`,
    filters: {
      status: ['t.status = ANY (?)', (v) => v.split(',')],
      employeeName: ['e.full_name ILIKE ?', contains],
      vendorName: ['v.name ILIKE ?', contains],
    },
    sorts: {
      periodStartDate: 't.period_start_date',
      employeeName: 'lower(e.full_name)',
      vendorName: 'lower(v.name)',
      totalHours: 't.total_hours',
      status: 't.status',
    },
    defaultSort: 'periodStartDate',
    tiebreak: 't.id',
  },
  employees: {
    from: 'FROM employees e',
    corp: 'e.corp_id',
    columns: `e.id, e.first_name AS "firstName", e.middle_name AS "middleName",
      e.last_name AS "lastName", e.full_name AS "fullName", e.designation, e.role, e.status,
      e.category, e.work_auth AS "workAuth", to_char(e.start_date, 'YYYY-MM-DD') AS "startDate",
      to_char(e.end_date, 'YYYY-MM-DD') AS "endDate", e.email`,
    filters: {
      name: ['e.full_name ILIKE ?', contains],
      designation: ['e.designation ILIKE ?', contains],
      status: ['e.status = ANY (?)', (v) => v.split(',')],
    },
    sorts: {
      name: 'lower(e.full_name)',
      designation: 'lower(e.designation)',
      status: 'e.status',
      startDate: 'e.start_date',
    },
    defaultSort: 'name',
    tiebreak: 'e.id',
  },
  invoices: (() => {
    const today = `(now() AT TIME ZONE 'America/New_York')::date`;
    const unpaid = `i.status IN ('PENDING', 'OVERDUE')`;
    const status = `CASE WHEN ${unpaid} THEN CASE WHEN i.due_date < ${today} THEN 'OVERDUE'
      ELSE 'PENDING' END ELSE i.status END`;
    return {
      from: 'FROM invoices i JOIN vendors v ON v.id = i.vendor_id',
      corp: 'i.corp_id',
      columns: `i.id, i.number, i.vendor_id AS "vendorId", v.name AS customer,
        i.amount::text AS amount, to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
        to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", ${status} AS status, i.sent,
        i.sent_at AS "sentAt", i.timesheet_id AS "timesheetId", i.update_date AS "updateDate",
        (SELECT count(*)::int FROM (
           SELECT b.timesheet_id FROM billed_periods b
            WHERE b.corp_id = i.corp_id AND b.invoice_id = i.id
           UNION SELECT i.timesheet_id WHERE i.timesheet_id IS NOT NULL) AS s) AS sheets,
        CASE WHEN ${unpaid} AND i.due_date < ${today} THEN ${today} - i.due_date END
          AS "daysOverdue"`,
      filters: {
        number: ['i.number ILIKE ?', contains],
        customer: ['v.name ILIKE ?', contains],
        status: [`${status} = ANY (?)`, (v) => v.split(',')],
        unpaid: [`(${unpaid}) = ?`, (v) => v === 'true'],
      },
      sorts: {
        id: 'i.id',
        customer: 'lower(v.name)',
        amount: 'i.amount',
        dueDate: 'i.due_date',
        status,
        sentAt: `COALESCE(i.sent_at, '-infinity'::timestamptz)`,
      },
      defaultSort: 'id',
      tiebreak: 'i.id',
    };
  })(),
};

function contains(text) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Registers GET /list/{name} of every list on `app`, querying through `pool`. */
export function registerLists(app, pool) {
  for (const [name, list] of Object.entries(LISTS)) {
    app.get(`/list/${name}`, async (request, reply) => {
      const q = request.query;
      const values = [Number(q.corp)];
      const where = [`${list.corp} = $1`];
      for (const [filter, [sql, value]] of Object.entries(list.filters)) {
        if (q[filter] === undefined || q[filter] === '') continue;
        values.push(value(String(q[filter])));
        where.push(sql.replace('?', `$${values.length}`));
      }
      const from = `${list.from} WHERE ${where.join(' AND ')}`;
      const order = q.order === 'asc' ? 'ASC' : 'DESC';
      const sort = list.sorts[q.sort] ?? list.sorts[list.defaultSort];
      const page = await pool.query(
        `SELECT ${list.columns} ${from} ORDER BY ${sort} ${order}, ${list.tiebreak} ${order}
          LIMIT 50 OFFSET $${values.length + 1}`,
        [...values, Number(q.offset || 0)],
      );
      if (q.withTotal !== 'false') {
        const count = await pool.query(`SELECT count(*) AS total ${from}`, values);
        reply.header('x-total-count', count.rows[0].total);
      }
      return page.rows;
    });
  }
}
