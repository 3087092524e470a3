// Run by scripts/make-upgrade-fixture.mjs in a process of its own:
//   node upgrade-fixture-fill.mjs <checkout of the earlier version> <database url> <json out>
// Starts that version's API (its own build, its own migrations) on the empty database, fills it
// through that version — its seed, then its API for what the seed does not make — and writes what
// that database then holds, as the upgrade test will count it again.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureDatabase, measureLists } from '../../api/src/testing/upgrade-measure.mjs';

const [oldRoot, databaseUrl, jsonOut] = process.argv.slice(2);
const old = (file) => import(pathToFileURL(join(oldRoot, 'api', 'dist', file)).href);
const { build } = await old('app.js');
const { createPool } = await old('db/pool.js');
const { seedAtScale } = await old('db/seed-at-scale.js');
const { hashPassword } = await old('modules/auth/passwords.js');

/** The users whose passwords the upgrade test signs in with. */
const ADMIN = { username: 'admin', password: 'Upgrade-Admin-1' };
const EMPLOYER = { username: 'upgrade.employer', password: 'Upgrade-Employer-1' };
/** The seed's scale: 2 corporations, 5 vendors, 20 employees and their ten weeks, 50 invoices. */
const SCALE = 0.001;
/** A 1 × 1 PNG. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The smallest readable PDF: one Letter page. */
const PDF = (() => {
  const objects = [
    '%PDF-1.4\n',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n%upgrade fixture\n',
  ];
  const offsets = objects.slice(1).map((_, i) => objects.slice(0, i + 1).join('').length);
  const body = objects.join('');
  return Buffer.from(
    `${body}xref\n0 4\n0000000000 65535 f \n` +
      offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
      `trailer<</Size 4/Root 1 0 R>>\nstartxref\n${body.length}\n%%EOF\n`,
  );
})();

function multipart(field, filename, type, data) {
  const boundary = '----staffledgerupgradefixture';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const pool = createPool(databaseUrl, 3);
const app = await build({
  databaseUrl,
  adminUsername: ADMIN.username,
  adminPassword: ADMIN.password,
  smtpUrl: undefined,
  logLevel: 'silent',
  serveWeb: false,
  backgroundJobs: false,
});

try {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await seedAtScale(client, SCALE);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  const signIn = await app.inject({
    method: 'POST',
    url: '/auth/oauth2/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.statusCode} ${signIn.body}`);
  const token = signIn.json().access_token;
  const inject = (method, url, corpId, payload, contentType) => {
    const headers = { authorization: `Bearer ${token}` };
    if (corpId !== null) headers['x-corp-id'] = String(corpId);
    if (contentType) headers['content-type'] = contentType;
    return app.inject({ method, url, headers, payload });
  };
  const call = async (...request) => {
    const res = await inject(...request);
    if (res.statusCode >= 300) {
      throw new Error(`${request[0]} ${request[1]}: ${res.statusCode} ${res.body}`);
    }
    return res.json();
  };
  const row = async (sql, values = []) => {
    const { rows } = await pool.query(sql, values);
    if (!rows[0]) throw new Error(`The seed made no row for: ${sql}`);
    return rows[0];
  };

  // the seed's corporations have no settings; one made through the API has them, as a real one does
  const { id: ownCorpId } = await call('POST', '/api/corps', null, { name: 'Upgrade Staffing' });
  const logo = multipart('logo', 'logo.png', 'image/png', LOGO);
  await call('PUT', `/api/corps/${ownCorpId}/logo`, ownCorpId, logo.payload, logo.contentType);
  const setting = await row(
    `SELECT id FROM admin_settings WHERE corp_id = $1 AND category = 'INVOICE'
        AND feature = 'defaultDueDays'`,
    [ownCorpId],
  );
  await call('PUT', `/api/admin/${setting.id}`, ownCorpId, { id: Number(setting.id), value: '45' });

  const { id: corpId } = await row('SELECT id FROM corporations ORDER BY id LIMIT 1');

  const sheet = await row(
    `SELECT id FROM timesheets WHERE corp_id = $1 AND status IN ('PENDING', 'REJECTED', 'DRAFT')
      ORDER BY id LIMIT 1`,
    [corpId],
  );
  const file = multipart('file', 'hours.pdf', 'application/pdf', PDF);
  await call(
    'POST',
    `/api/timesheets/${sheet.id}/attachments`,
    corpId,
    file.payload,
    file.contentType,
  );

  const unpaid = (
    await pool.query(
      `SELECT id FROM invoices WHERE corp_id = $1 AND status IN ('PENDING', 'OVERDUE')
        ORDER BY id LIMIT 2`,
      [corpId],
    )
  ).rows;
  if (unpaid.length < 2) throw new Error('The seed made fewer than two unpaid invoices.');
  await call('PUT', `/api/invoices/${unpaid[0].id}/remind`, corpId);
  await call('PUT', `/api/invoices/${unpaid[1].id}/paid`, corpId);

  // An invoice made from two Approved sheets through the API: migration 027 links its lines to them.
  const { rows: approved } = await pool.query(
    `SELECT t.id, t.vendor_id FROM timesheets t
      WHERE t.corp_id = $1 AND t.status = 'APPROVED' AND t.period_end_date < current_date - 7
        AND NOT EXISTS (SELECT 1 FROM billed_periods b WHERE b.timesheet_id = t.id)
      ORDER BY t.vendor_id, t.id`,
    [corpId],
  );
  const sheetIds = approved
    .filter((t) => t.vendor_id === approved[0]?.vendor_id)
    .slice(0, 2)
    .map((t) => Number(t.id));
  if (sheetIds.length < 2) throw new Error('The seed made fewer than two sheets to invoice.');
  const invoice = await call('POST', '/api/invoices/from-timesheets', corpId, {
    timesheetIds: sheetIds,
  });

  // A second Active arrangement over the first one's dates: a version before migration 038 takes
  // it, and 038 makes it Inactive, saying why; a later one refuses it (409).
  const billing = await row(
    `SELECT b.employee_id, b.vendor_id, b.start_date::text AS start, b.first_period_end_date::text AS first_end
       FROM billings b WHERE b.corp_id = $1 AND b.status = 'ACTIVE' ORDER BY b.id LIMIT 1`,
    [corpId],
  );
  const twice = await inject('POST', '/api/billing', corpId, {
    employeeId: Number(billing.employee_id),
    vendorId: Number(billing.vendor_id),
    billRate: 91.5,
    invoiceDueDays: 30,
    invoiceFrequency: 'WEEKLY',
    billingCode: 'TWICE-01',
    itemDescription: 'The same placement, entered twice',
    startDate: billing.start,
    firstPeriodEndDate: billing.first_end,
    endDate: null,
    status: 'ACTIVE',
    notes: 'Entered a second time by mistake',
  });
  if (twice.statusCode !== 201 && twice.statusCode !== 409) {
    throw new Error(`POST /api/billing: ${twice.statusCode} ${twice.body}`);
  }

  await pool.query(
    `INSERT INTO users (username, password_hash, roles, given_name, family_name, corp_id, active)
     VALUES ($1, $2, '{employer}', 'Una', 'Grade', $3, true)`,
    [EMPLOYER.username, await hashPassword(EMPLOYER.password), corpId],
  );

  const { rows: corps } = await pool.query('SELECT id FROM corporations ORDER BY id');
  const corpIds = corps.map((c) => Number(c.id));
  const { rows: applied } = await pool.query('SELECT id FROM schema_migrations ORDER BY id');
  const fixture = {
    migrations: applied.map((m) => m.id),
    users: [ADMIN, { ...EMPLOYER, corpId }],
    // what the test looks for after the upgrade beyond the counts
    changedSetting: {
      corpId: ownCorpId,
      category: 'INVOICE',
      feature: 'defaultDueDays',
      value: '45',
    },
    fromTimesheets: { invoiceId: invoice.id, corpId, timesheetIds: sheetIds },
    activeTwice: twice.statusCode === 201 ? { billingId: twice.json().id, corpId } : null,
    corpIds,
    database: await measureDatabase(pool),
    lists: await measureLists(app, token, corpIds),
  };
  writeFileSync(jsonOut, `${JSON.stringify(fixture, null, 2)}\n`);
} finally {
  await app.close();
  await pool.end();
}
