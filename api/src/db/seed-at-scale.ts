/**
 * A data set of an agency's real size, for the benchmarks and for a person trying the product
 * (`pnpm seed --scale 1`, scripts/seed.mjs). At scale 1:
 *
 *   100 corporations, one of which holds half of everything below
 *   5,000 vendors, each with a primary billing contact
 *   20,000 employees and 20,000 billing arrangements (one each, weekly)
 *   200,000 timesheets (the arrangements' last ten weeks) with 1.4 million day items
 *   50,000 invoices of the approved sheets, with their lines, numbered gap-free per corporation,
 *   the periods they bill, and the reminders of the unpaid ones whose days have passed
 *
 * Every row is made by set-based statements inside PostgreSQL, as the owner, in one transaction:
 * the database either gets the whole set or nothing. The foreign keys of the loaded tables are
 * dropped for the load and added again after it, which checks every row in one pass per key
 * (about three times faster than a check per inserted row, and just as strict). The rows hold to every rule the API holds
 * them to (a sheet's total is the sum of its items, an invoice's amount the sum of its lines, a
 * sheet with an invoice is LOCKED, the counters continue the numbers).
 *
 * A shape (`pnpm seed --shape`) keeps those counts and changes how the names and the work are
 * spread, so that a benchmark can be run on data that is not tuned for: `default` spreads the
 * employees evenly over 48 surnames and the arrangements evenly over a corporation's vendors;
 * `common-names` gives one surname to 22 % of the employees ("son" ends 53 % of them, as in a region
 * where a few surnames are very common) and one vendor of each corporation 30 % of the arrangements.
 */
import { SETTINGS } from '../modules/settings/settings.js';
import { BACKFILL_BILLED_PERIODS } from './migrations/011_billed_periods.js';
import type { Tx } from './tenant.js';

// the days of the default INVOICE reminderSchedule
const { reminderSchedule } = SETTINGS.INVOICE;
const REMINDER_STEPS = reminderSchedule.parse(reminderSchedule.defaultValue());

/** The data sets' distributions (see above). */
export const SEED_SHAPES = ['default', 'common-names'] as const;
export type SeedShape = (typeof SEED_SHAPES)[number];

/** Rows at scale 1. */
export const SCALE_ONE = {
  corporations: 100,
  vendors: 5_000,
  employees: 20_000,
  weeks: 10,
  invoices: 50_000,
} as const;

export type SeedCounts = Record<
  | 'corporations'
  | 'vendors'
  | 'employees'
  | 'billings'
  | 'timesheets'
  | 'timesheetItems'
  | 'invoices'
  | 'invoiceItems',
  number
>;

/** The names of a comma-separated list. */
const list = (names: string) => names.split(', ');

const FIRST_NAMES = list(
  'James, Maria, Robert, Linda, Michael, Patricia, David, Jennifer, William, Elizabeth, ' +
    'Richard, Susan, Joseph, Jessica, Thomas, Sarah, Carlos, Karen, Daniel, Nancy, Matthew, ' +
    'Lisa, Anthony, Betty, Mark, Sandra, Steven, Ashley, Andrew, Emily, Kevin, Michelle, ' +
    'Brian, Amanda, Wei, Priya, Ahmed, Fatima, Juan, Olga',
);
const LAST_NAMES = list(
  'Smith, Johnson, Williams, Brown, Jones, Garcia, Miller, Davis, Rodriguez, Martinez, ' +
    'Hernandez, Lopez, Gonzalez, Wilson, Anderson, Thomas, Taylor, Moore, Jackson, Martin, ' +
    'Lee, Perez, Thompson, White, Harris, Sanchez, Clark, Ramirez, Lewis, Robinson, Walker, ' +
    'Young, Allen, King, Wright, Scott, Nguyen, Hill, Flores, Green, Adams, Nelson, Baker, ' +
    'Hall, Rivera, Campbell, Mitchell, Carter',
);
/** Surnames and their share of the employees in percent (they add up to 100), most common first. */
const COMMON_SURNAMES: readonly [string, number][] = [
  ['Johnson', 22],
  ['Williams', 9],
  ['Anderson', 7],
  ['Jackson', 6],
  ['Thompson', 5],
  ['Robinson', 4],
  ...list('Harrison, Nelson, Wilson, Garcia, Nguyen, Lee, Kim, Patel').map(
    (name) => [name, 3] as [string, number],
  ),
  ...list(
    'Okafor, Brown, Davis, Miller, Lopez, Clark, Young, King, Wright, Scott, Hill, Green, Adams, ' +
      'Baker, Hall, Rivera, Campbell, Mitchell, Carter, Moore, Taylor, White, Lewis',
  ).map((name) => [name, 1] as [string, number]),
];
/** Each surname repeated by its share: a pick from it draws them in those proportions. */
const WEIGHTED_SURNAMES = COMMON_SURNAMES.flatMap(([name, share]) =>
  Array<string>(share).fill(name),
);
const COMPANY_WORDS = list(
  'Acme, Apex, Blue Ridge, Cedar, Summit, Harbor, Keystone, Lakeside, Meridian, Northwind, ' +
    'Oakridge, Pioneer, Redwood, Silverline, Trident, Vanguard, Westfield, Granite, Horizon, ' +
    'Liberty',
);
const COMPANY_KINDS = list(
  'Logistics, Health, Manufacturing, Foods, Energy, Systems, Retail, Construction, ' +
    'Financial, Labs',
);
/** City, state. */
const CITIES = list(
  'New York/NY, Newark/NJ, Boston/MA, Philadelphia/PA, Chicago/IL, Houston/TX, Dallas/TX, ' +
    'Atlanta/GA, Miami/FL, Denver/CO, Phoenix/AZ, Seattle/WA, San Jose/CA, Los Angeles/CA, ' +
    'Columbus/OH, Charlotte/NC',
).map((entry) => entry.split('/') as [string, string]);
const DESIGNATIONS = list(
  'Software Engineer, Registered Nurse, Warehouse Associate, Accountant, Data Analyst, ' +
    'Forklift Operator, Project Manager, Medical Assistant, Electrician, Customer Support',
);
const WORK_AUTHS = list('Citizen, Green Card, H1B, EAD, TN');
const CATEGORIES = list('W2, C2C, 1099');

/** A SQL array literal of texts (the lists above hold no quotes). */
const texts = (values: readonly string[]) => `ARRAY['${values.join("','")}']`;
/** `values[key mod n]`, 1-based, for an integer SQL expression `key`. */
const pick = (values: readonly string[], key: string) =>
  `(${texts(values)})[(${key}) % ${values.length} + 1]`;

/** How many rows of each kind `scale` makes (at least two corporations: one big, one other). */
export function countsAt(scale: number) {
  if (!(scale > 0 && scale <= 10))
    throw new RangeError('The scale is a number above 0, at most 10.');
  const n = (rows: number) => Math.max(1, Math.round(rows * scale));
  const employees = Math.max(2, n(SCALE_ONE.employees));
  return {
    corporations: Math.max(2, n(SCALE_ONE.corporations)),
    vendors: Math.max(2, n(SCALE_ONE.vendors)),
    employees,
    weeks: SCALE_ONE.weeks,
    invoices: Math.min(n(SCALE_ONE.invoices), Math.floor((employees * SCALE_ONE.weeks) / 2)),
  };
}

/**
 * Loads the data set into `db` (the owner's connection), inside the caller's transaction, and
 * returns what it made. `today` is the day the newest week ends around (its Monday starts it).
 */
export async function seedAtScale(
  db: Pick<Tx, 'query'>,
  scale: number,
  {
    today = new Date(),
    log = (_step: string) => {},
    shape = 'default' as SeedShape,
  }: { today?: Date; log?: (step: string) => void; shape?: SeedShape } = {},
): Promise<SeedCounts> {
  if (!SEED_SHAPES.includes(shape)) {
    throw new RangeError(`The shape is one of: ${SEED_SHAPES.join(', ')}.`);
  }
  const common = shape === 'common-names';
  const c = countsAt(scale);
  const monday = mondayOf(today);
  const keys = await dropForeignKeys(db);

  log('corporations');
  const corps = await db.query<{ id: string }>(
    `INSERT INTO corporations (name, address, city, state, zip, country, status, start_date, website)
     SELECT CASE WHEN g = 1 THEN 'Northwind Staffing' ELSE
              ${pick(COMPANY_WORDS, 'g * 7')} || ' ' || ${pick(['Staffing', 'Talent', 'Workforce', 'People', 'Careers'], 'g')}
              || ' ' || g END,
            (100 + g * 13) || ' Main Street', (${pick(
              CITIES.map(([city]) => city),
              'g',
            )}),
            (${pick(
              CITIES.map(([, st]) => st),
              'g',
            )}), lpad(((g * 7919) % 99999)::text, 5, '0'), 'US',
            CASE WHEN g % 10 = 0 THEN 'ONBOARDING' ELSE 'ACTIVE' END,
            date '2015-01-05' + (g * 37) % 3000, 'https://staffing-' || g || '.example'
       FROM generate_series(1, $1::int) AS g
     RETURNING id`,
    [c.corporations],
  );
  const corpIds = corps.rows.map((r) => Number(r.id));
  // The big corporation holds the first half of every numbered set; the others share the rest.
  const corpOf = (g: string, total: number) =>
    `CASE WHEN ${g} <= ${Math.ceil(total / 2)} THEN ${corpIds[0]}
          ELSE ($1::bigint[])[2 + (${g} % ${corpIds.length - 1})] END`;

  log('vendors');
  await db.query(
    `INSERT INTO vendors (corp_id, name, address, city, state, zip, status, start_date)
     SELECT ${corpOf('g', c.vendors)},
            ${pick(COMPANY_WORDS, 'g')} || ' ' || ${pick(COMPANY_KINDS, 'g / 20')} || ' ' || (g / 200 + 1),
            (10 + g % 900) || ' Commerce Drive', (${pick(
              CITIES.map(([city]) => city),
              'g / 3',
            )}),
            (${pick(
              CITIES.map(([, st]) => st),
              'g / 3',
            )}), lpad(((g * 104729) % 99999)::text, 5, '0'),
            CASE WHEN g % 25 = 0 THEN 'INACTIVE' WHEN g % 40 = 1 THEN 'ONBOARDING' ELSE 'ACTIVE' END,
            date '2018-03-05' + (g * 11) % 2500
       FROM generate_series(1, $2::int) AS g`,
    [corpIds, c.vendors],
  );
  await db.query(
    `INSERT INTO vendor_contacts (corp_id, vendor_id, position, name, role, email, phone, is_primary)
     SELECT corp_id, id, 0, ${pick(FIRST_NAMES, 'id')} || ' ' || ${pick(LAST_NAMES, 'id / 3')},
            'Accounts Payable', 'ap-' || id || '@vendor-' || id || '.example',
            '(555) ' || lpad((id % 1000)::text, 3, '0') || '-' || lpad((id % 10000)::text, 4, '0'), true
       FROM vendors`,
  );

  log('employees');
  await db.query(
    `INSERT INTO employees (corp_id, first_name, last_name, designation, status, start_date, email,
                            phone, work_auth, category)
     SELECT ${corpOf('g', c.employees)}, ${pick(FIRST_NAMES, 'g')},
            ${common ? pick(WEIGHTED_SURNAMES, 'g * 37 + g / 200') : pick(LAST_NAMES, 'g / 40 + g * 3')},
            ${pick(DESIGNATIONS, 'g / 7')},
            CASE WHEN g % 50 = 0 THEN 'ON_LEAVE' WHEN g % 23 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END,
            date '2019-01-07' + (g * 13) % 2400, 'person' || g || '@mail.example',
            '(555) ' || lpad((g % 1000)::text, 3, '0') || '-' || lpad(((g * 7) % 10000)::text, 4, '0'),
            ${pick(WORK_AUTHS, 'g / 11')}, ${pick(CATEGORIES, 'g / 5')}
       FROM generate_series(1, $2::int) AS g`,
    [corpIds, c.employees],
  );

  log('billing arrangements');
  // with common-names, three employees in ten work for the corporation's first vendor
  const spread = 'v.ids[1 + e.id % cardinality(v.ids)]';
  const vendorOf = common ? `CASE WHEN e.id % 10 < 3 THEN v.ids[1] ELSE ${spread} END` : spread;
  const firstWeek = addDays(monday, -7 * (c.weeks - 1));
  await db.query(
    `INSERT INTO billings (corp_id, employee_id, vendor_id, bill_rate, invoice_due_days,
                           invoice_frequency, billing_code, item_description, start_date,
                           first_period_end_date, status)
     SELECT e.corp_id, e.id, ${vendorOf}, 35 + (e.id % 86) + (e.id % 4) * 0.25,
            30, 'WEEKLY', 'BC-' || lpad(e.id::text, 6, '0'), e.designation || ' services',
            $1::date, $1::date + 6, 'ACTIVE'
       FROM employees e
       JOIN (SELECT corp_id, array_agg(id ORDER BY id) AS ids FROM vendors GROUP BY corp_id) v
         ON v.corp_id = e.corp_id`,
    [firstWeek],
  );

  log('timesheets');
  // A day's hours, the same in the sheet's total and in its item: weekdays 7.5 to 9, weekends 0.
  const hours = (key: string, day: string) =>
    `(CASE WHEN ${day} < 5 THEN 7.5 + ((${key} + ${day}) % 4) * 0.5 ELSE 0 END)`;
  await db.query(
    `INSERT INTO timesheets (corp_id, employee_id, vendor_id, billing_id, billing_code,
                             period_start_date, period_end_date, total_hours, status)
     SELECT b.corp_id, b.employee_id, b.vendor_id, b.id, b.billing_code,
            $1::date - 7 * w, $1::date - 7 * w + 6,
            (SELECT sum(${hours('b.id + w', 'd')}) FROM generate_series(0, 6) AS d),
            CASE WHEN w = 0 THEN (CASE WHEN b.id % 3 = 0 THEN 'DRAFT' ELSE 'PENDING' END)
                 WHEN w = 1 THEN (CASE WHEN b.id % 5 = 0 THEN 'PENDING' ELSE 'SUBMITTED' END)
                 WHEN (b.id + w) % 17 = 0 THEN 'REJECTED'
                 WHEN w = 2 AND b.id % 2 = 0 THEN 'SUBMITTED'
                 ELSE 'APPROVED' END
       FROM billings b CROSS JOIN generate_series(0, $2::int - 1) AS w`,
    [monday, c.weeks],
  );
  await db.query(
    `INSERT INTO timesheet_items (corp_id, timesheet_id, calendar_date, type, hours_worked)
     SELECT t.corp_id, t.id, t.period_start_date + d,
            CASE WHEN d >= 5 THEN 'NON_BILLABLE' ELSE 'BILLABLE' END,
            ${hours(`t.billing_id + ($1::date - t.period_start_date) / 7`, 'd')}
       FROM timesheets t CROSS JOIN generate_series(0, 6) AS d`,
    [monday],
  );

  log('invoices');
  // The oldest approved sheets first, numbered in date order within each corporation.
  await db.query(
    `WITH chosen AS (
       SELECT t.id, t.corp_id, t.vendor_id, t.period_end_date, t.total_hours, b.bill_rate,
              b.item_description, b.invoice_due_days
         FROM timesheets t JOIN billings b ON b.id = t.billing_id
        WHERE t.status = 'APPROVED'
        ORDER BY t.period_start_date, t.id
        LIMIT $1::int
     ), numbered AS (
       SELECT chosen.*, row_number() OVER (PARTITION BY corp_id ORDER BY period_end_date, id) AS n
         FROM chosen
     ), made AS (
       INSERT INTO invoices (corp_id, number, vendor_id, amount, invoice_date, due_date, status,
                             sent, sent_at, paid_at, timesheet_id)
       SELECT corp_id, 'INV-' || lpad(n::text, 6, '0'), vendor_id,
              round(total_hours * bill_rate, 2) + CASE WHEN id % 4 = 0 THEN 25 + id % 50 ELSE 0 END,
              period_end_date + 1, period_end_date + 1 + invoice_due_days,
              CASE WHEN period_end_date + 1 + invoice_due_days < $2::date - 20 THEN 'PAID'
                   WHEN period_end_date + 1 + invoice_due_days < $2::date THEN 'OVERDUE'
                   ELSE 'PENDING' END,
              true, (period_end_date + 2)::timestamptz,
              CASE WHEN period_end_date + 1 + invoice_due_days < $2::date - 20
                   THEN (period_end_date + invoice_due_days)::timestamptz END,
              id
         FROM numbered
       RETURNING id, corp_id, timesheet_id
     )
     INSERT INTO invoice_items (corp_id, invoice_id, position, description, quantity, price)
     SELECT m.corp_id, m.id, 0, c.item_description, c.total_hours, c.bill_rate
       FROM made m JOIN chosen c ON c.id = m.timesheet_id
     UNION ALL
     SELECT m.corp_id, m.id, 1, 'Travel and expenses', 1, 25 + c.id % 50
       FROM made m JOIN chosen c ON c.id = m.timesheet_id
      WHERE c.id % 4 = 0`,
    [c.invoices, today.toISOString().slice(0, 10)],
  );
  await db.query(
    `UPDATE timesheets t SET status = 'LOCKED' FROM invoices i
      WHERE i.timesheet_id = t.id AND i.corp_id = t.corp_id`,
  );
  await db.query(
    `UPDATE vendors v SET invoiced = true
      WHERE EXISTS (SELECT 1 FROM invoices i WHERE i.vendor_id = v.id AND i.corp_id = v.corp_id)`,
  );
  await db.query(
    `INSERT INTO invoice_counters (corp_id, last_number)
     SELECT corp_id, count(*) FROM invoices GROUP BY corp_id`,
  );
  await db.query(BACKFILL_BILLED_PERIODS);
  // An agency that has run for months has already sent the reminders of its unpaid invoices
  // whose days have passed (the default INVOICE reminderSchedule); without them the first start
  // would e-mail every overdue invoice of the set at once.
  await db.query(
    `INSERT INTO invoice_mails (corp_id, invoice_id, kind, step, sent_at, to_address, delivery)
     SELECT i.corp_id, i.id, 'scheduled', s.step,
            (i.due_date + s.step)::timestamptz + interval '9 hours', c.email, 'sent'
       FROM invoices i
       JOIN vendor_contacts c
         ON c.corp_id = i.corp_id AND c.vendor_id = i.vendor_id AND c.is_primary
      CROSS JOIN unnest($2::int[]) AS s (step)
      WHERE i.status IN ('PENDING', 'OVERDUE') AND i.due_date + s.step <= $1::date`,
    [today.toISOString().slice(0, 10), REMINDER_STEPS],
  );
  // each delivered reminder marked its invoice sent then, as the product does (the list's Sent)
  await db.query(
    `UPDATE invoices i SET sent_at = m.last
       FROM (SELECT invoice_id, max(sent_at) AS last FROM invoice_mails GROUP BY invoice_id) m
      WHERE m.invoice_id = i.id AND m.last > i.sent_at`,
  );

  log('foreign keys');
  for (const key of keys) {
    await db.query(`ALTER TABLE ${key.tbl} ADD CONSTRAINT ${key.name} ${key.def}`);
  }

  log('statistics');
  const { rows } = await db.query<Record<keyof SeedCounts, string>>(
    `SELECT (SELECT count(*) FROM corporations) AS corporations,
            (SELECT count(*) FROM vendors) AS vendors,
            (SELECT count(*) FROM employees) AS employees,
            (SELECT count(*) FROM billings) AS billings,
            (SELECT count(*) FROM timesheets) AS timesheets,
            (SELECT count(*) FROM timesheet_items) AS "timesheetItems",
            (SELECT count(*) FROM invoices) AS invoices,
            (SELECT count(*) FROM invoice_items) AS "invoiceItems"`,
  );
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)])) as SeedCounts;
}

/** The tables the data set loads, whose foreign keys wait for the end of the load. */
const LOADED_TABLES = [
  'vendors',
  'vendor_contacts',
  'employees',
  'billings',
  'timesheets',
  'timesheet_items',
  'invoices',
  'invoice_items',
  'invoice_counters',
  'billed_periods',
  'invoice_mails',
];

/** Drops the loaded tables' foreign keys, returning them to be added again. */
async function dropForeignKeys(db: Pick<Tx, 'query'>) {
  const { rows } = await db.query<{ tbl: string; name: string; def: string }>(
    `SELECT conrelid::regclass::text AS tbl, quote_ident(conname) AS name,
            pg_get_constraintdef(oid) AS def
       FROM pg_constraint
      WHERE contype = 'f' AND conrelid = ANY ($1::regclass[])
      ORDER BY conrelid::regclass::text, conname`,
    [LOADED_TABLES],
  );
  for (const key of rows) await db.query(`ALTER TABLE ${key.tbl} DROP CONSTRAINT ${key.name}`);
  return rows;
}

/** The Monday of the week of `day` (UTC), as YYYY-MM-DD. */
export function mondayOf(day: Date): string {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
