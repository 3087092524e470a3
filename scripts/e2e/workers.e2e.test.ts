// More than one API process on one database (ARCHITECTURE.md, "More than one process"): two
// processes, each on its own port so that the test chooses which one answers, behave as one for
// sign-in limits, the daily jobs, invoice numbers, attachments and tokens; and `WORKERS=2` runs two
// on one port under a supervisor that owns the embedded PostgreSQL.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPost, apiSend, apiToken } from './browser';
import { solidPng } from './png';
import { connect, scratchDatabase, startApi, type ApiProcess, type PgClient } from './processes';
import { freePort, ROOT, waitFor } from './server';

describe('two API processes on one database', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let owner: PgClient;
  let a: ApiProcess;
  let b: ApiProcess;
  let token: string;
  let corpId: number;
  let vendorId: number;

  beforeAll(async () => {
    database = await scratchDatabase('sl_e2e_workers');
    owner = await connect(database.url);
    // Set up through one process, then start the two together on work left for their daily jobs:
    // a billing made ACTIVE behind the API's back, an invoice already past its due date.
    const setup = await startApi({ DATABASE_URL: database.url });
    try {
      const t = await apiToken(setup.url);
      corpId = (
        (await apiPost(setup.url, t, '/corps', { name: 'Two Procs', contacts: [] })) as {
          id: number;
        }
      ).id;
      const post = async (path: string, body: unknown) =>
        ((await apiPost(setup.url, t, path, body, corpId)) as { id: number }).id;
      vendorId = await post('/vendors', {
        name: 'Shared Vendor',
        status: 'ACTIVE',
        invoiced: true,
        contacts: [],
      });
      const employeeId = await post('/employees', {
        firstName: 'Pat',
        lastName: 'Twice',
        designation: 'Engineer',
        category: 'W2',
        workAuth: 'Citizen',
        role: 'EMPLOYEE',
        status: 'ACTIVE',
        contacts: [],
      });
      await post('/billing', {
        employeeId,
        vendorId,
        billRate: 80,
        invoiceDueDays: 30,
        invoiceFrequency: 'WEEKLY',
        billingCode: 'TWO-01',
        itemDescription: 'Consulting',
        startDate: '2025-01-06',
        firstPeriodEndDate: '2025-01-12',
        endDate: null,
        status: 'PENDING',
        notes: null,
      });
      await post('/invoices', invoiceBody('2025-02-01', '2025-03-03'));
    } finally {
      expect(await setup.stop()).toBe(0);
    }
    await owner.query(`UPDATE billings SET status = 'ACTIVE'`);
    [a, b] = await Promise.all([
      startApi({ DATABASE_URL: database.url }),
      startApi({ DATABASE_URL: database.url }),
    ]);
    token = await apiToken(a.url);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await owner?.end();
    await database?.drop();
  });

  const invoiceBody = (invoiceDate: string, dueDate: string) => ({
    vendorId,
    amount: null,
    invoiceDate,
    dueDate,
    status: 'Pending',
    items: [{ description: 'Hours', quantity: 1, price: 100 }],
    corpId: '0',
  });

  const signIn = (url: string, username: string, password: string) =>
    fetch(`${url}/auth/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });

  test('a token issued by one process is accepted by the other, a forged one by neither', async () => {
    for (const p of [a, b]) {
      expect((await fetch(`${p.url}/api/corps`, { headers: bearer(token) })).status).toBe(200);
      const forged = `${token.slice(0, -4)}AAAA`;
      expect((await fetch(`${p.url}/api/corps`, { headers: bearer(forged) })).status).toBe(401);
    }
  });

  test('failed sign-ins spread over both processes meet the limit at the same count as on one', async () => {
    // the limit counts in fixed 15-minute windows: do not straddle the start of the next one
    const intoWindow = (Date.now() / 1000) % (15 * 60);
    if (intoWindow > 15 * 60 - 10) await new Promise((r) => setTimeout(r, 11_000));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await signIn([a, b][i % 2].url, 'nobody@two-procs.example', 'Wrong-Pass-1');
      statuses.push(res.status);
    }
    // five failures per user name and window: the sixth is refused, whichever process takes it
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const { rows } = await owner.query(
      `SELECT sum(count)::int AS n FROM rate_limits WHERE key = 'login:user:nobody@two-procs.example'`,
    );
    expect(rows[0].n).toBe(5);
  });

  test('the daily jobs of two processes started together do their work once', async () => {
    const done = (job: string) =>
      (a.output() + b.output()).split('\n').filter((l) => l.includes(`"msg":"${job} done"`));
    const deadline = Date.now() + 60_000;
    while (
      done('billing timesheet generation').length + done('overdue invoice marking').length <
      2
    ) {
      if (Date.now() > deadline)
        throw new Error(`the jobs did not run:\n${a.output()}\n${b.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    // both start-up runs are over once both processes answer a request after it
    await Promise.all([waitFor(`${a.url}/api/health`), waitFor(`${b.url}/api/health`)]);
    expect(done('billing timesheet generation')).toHaveLength(1);
    expect(done('overdue invoice marking')).toHaveLength(1);

    const sheets = await owner.query(
      `SELECT count(*)::int AS n, count(DISTINCT period_start_date)::int AS periods FROM timesheets`,
    );
    // weekly periods from 2025-01-06 up to today, each once
    expect(sheets.rows[0].n).toBeGreaterThan(40);
    expect(sheets.rows[0].periods).toBe(sheets.rows[0].n);
    const audits = await owner.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'timesheet' AND action = 'create'`,
    );
    expect(audits.rows[0].n).toBe(sheets.rows[0].n);
    const changed = JSON.parse(done('billing timesheet generation')[0]) as { changed: number };
    expect(changed.changed).toBe(sheets.rows[0].n);

    const overdue = await owner.query(`SELECT status FROM invoices`);
    expect(overdue.rows).toEqual([{ status: 'OVERDUE' }]);
  });

  test('invoices created at once through both processes take every number once, without gaps', async () => {
    const before = await owner.query(`SELECT count(*)::int AS n FROM invoices`);
    const created = (await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        apiPost(
          [a, b][i % 2].url,
          token,
          '/invoices',
          invoiceBody('2026-01-05', '2099-02-04'),
          corpId,
        ),
      ),
    )) as { number: string }[];
    const numbers = created
      .map((inv) => Number(/(\d+)$/.exec(inv.number)?.[1]))
      .sort((x, y) => x - y);
    const first = (before.rows[0].n as number) + 1;
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, i) => first + i));
  });

  test('an attachment uploaded through one process downloads through the other', async () => {
    const { rows } = await owner.query(`SELECT min(id)::int AS id FROM timesheets`);
    const sheet = rows[0].id as number;
    const png = solidPng(4, [10, 200, 30]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'proof.png');
    const upload = await fetch(`${a.url}/api/timesheets/${sheet}/attachments`, {
      method: 'POST',
      headers: { ...bearer(token), 'X-Corp-ID': String(corpId) },
      body: form,
    });
    expect(upload.status).toBe(201);
    const [attachment] = (await upload.json()) as { id: number }[];
    const listed = (await apiSend(
      b.url,
      token,
      'GET',
      `/timesheets/${sheet}/attachments`,
      undefined,
      corpId,
    )) as { id: number }[];
    expect(listed.map((x) => x.id)).toEqual([attachment.id]);
    const download = await fetch(`${b.url}/api/timesheets/${sheet}/attachments/${attachment.id}`, {
      headers: { ...bearer(token), 'X-Corp-ID': String(corpId) },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
  });
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('WORKERS=2: two API processes on one port, one embedded PostgreSQL', () => {
  const pidsListening = (output: string) =>
    [...output.matchAll(/API process \d+ \(pid (\d+)\) is listening/g)].map((m) => Number(m[1]));
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const parentOf = (pid: number) =>
    Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);

  test('serves on one port, replaces a process that dies, and stops every process on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sl-e2e-workers-'));
    const api = await startApi({
      WORKERS: '2',
      DATABASE_URL: '',
      JWT_SECRET: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    const { url, child, output } = api;
    try {
      const deadline = Date.now() + 120_000;
      while (!output().includes('(2 API processes)')) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(output());
        await new Promise((r) => setTimeout(r, 200));
      }
      const workers = pidsListening(output());
      expect(workers).toHaveLength(2);
      for (const pid of workers) expect(parentOf(pid)).toBe(child.pid);
      // the supervisor owns the data directory; the processes share its signing secret
      expect(readFileSync(join(dataDir, 'staffledger.lock'), 'utf8').trim()).toBe(
        String(child.pid),
      );

      const token = await apiToken(url);
      // a connection each, so that both processes take turns answering with the one token
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${url}/api/corps`, {
          headers: { ...bearer(token), Connection: 'close' },
        });
        expect(res.status).toBe(200);
      }

      process.kill(workers[1], 'SIGKILL');
      while (pidsListening(output()).length < 3) {
        if (Date.now() > deadline) throw new Error(output());
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(output()).toMatch(`(pid ${workers[1]}) died (signal SIGKILL); starting another.`);
      const replacement = pidsListening(output())[2];
      expect(alive(replacement)).toBe(true);
      expect((await fetch(`${url}/api/corps`, { headers: bearer(token) })).status).toBe(200);

      expect(await api.stop()).toBe(0);
      for (const pid of [workers[0], replacement]) expect(alive(pid)).toBe(false);
      expect(existsSync(join(dataDir, 'staffledger.lock'))).toBe(false);
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a SIGTERM while a process is still starting stops the product cleanly (exit 0)', async () => {
    const database = await scratchDatabase('sl_e2e_workers_stop');
    try {
      const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
        cwd: ROOT,
        env: {
          ...process.env,
          WORKERS: '2',
          DATABASE_URL: database.url,
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          ADMIN_PASSWORD: 'Stop-While-Starting-1',
          SERVE_WEB: 'false',
          SMTP_URL: '',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      // the second process is forked as the first one listens: stopped then, it is still starting
      child.stdout.on('data', (d) => {
        output += d;
        if (output.includes('API process 1 (') && !child.killed) child.kill('SIGTERM');
      });
      child.stderr.on('data', (d) => (output += d));
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      const code = await exited;
      clearTimeout(timer);
      expect(output).not.toContain('(2 API processes)');
      expect({ code, output }).toEqual({ code: 0, output });
    } finally {
      await database.drop();
    }
  });

  test('WORKERS other than a whole number from 1 to 16 is refused before anything starts', async () => {
    for (const bad of ['0', '17', 'two']) {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'sl-e2e-workers-')), 'data');
      const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
        cwd: ROOT,
        env: { ...process.env, WORKERS: bad, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`WORKERS must be a whole number from 1 to 16, got "${bad}"`);
      expect(existsSync(dataDir)).toBe(false);
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});
