import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type RouteOptions,
} from 'fastify';
import { defaultConfig, loadConfig, type AppConfig } from './config.js';
import { badRequest } from './errors.js';
import { loggerOptions } from './logging.js';
import adminRoutes from './modules/admin/admin.routes.js';
import { bootstrapSuperUser } from './modules/auth/bootstrap.js';
import renewRoutes from './modules/auth/renew.routes.js';
import tokenRoutes from './modules/auth/token.routes.js';
import archiveRoutes from './modules/archive/archive.routes.js';
import corpsRoutes from './modules/corps/corps.routes.js';
import corpDeleteRoutes from './modules/corps/corps.delete.routes.js';
import employeeGuestCodeRoutes from './modules/employees/employees.guest-code.routes.js';
import employeeInvitationRoutes from './modules/employees/employees.invitation.routes.js';
import employeesRoutes from './modules/employees/employees.routes.js';
import guestPlugin from './modules/guest/guest.plugin.js';
import guestRoutes from './modules/guest/guest.routes.js';
import approvalPlugin from './modules/approval/approval.plugin.js';
import approvalRoutes from './modules/approval/approval.routes.js';
import loadFailuresRoutes from './modules/client/load-failures.routes.js';
import healthRoutes from './modules/health/health.routes.js';
import mailPlugin from './modules/mail/mail.plugin.js';
import outboxRoutes from './modules/outbox/outbox.routes.js';
import attachmentsRoutes from './modules/timesheets/attachments.routes.js';
import billingsRoutes from './modules/billings/billings.routes.js';
import { startTimesheetJob } from './modules/billings/billings.generate.js';
import invoiceActionsRoutes from './modules/invoices/invoices.actions.routes.js';
import invoiceDocumentsRoutes from './modules/invoices/invoices.documents.routes.js';
import invoicesFromTimesheetsRoutes from './modules/invoices/invoices.from-timesheets.routes.js';
import invoicesRoutes from './modules/invoices/invoices.routes.js';
import { startOverdueJob } from './modules/invoices/overdue.js';
import { startDunningJob } from './modules/invoices/dunning.js';
import passwordLinksPlugin from './modules/users/password-links.plugin.js';
import usersRoutes from './modules/users/users.routes.js';
import vendorsRoutes from './modules/vendors/vendors.routes.js';
import timesheetsRoutes from './modules/timesheets/timesheets.routes.js';
import timesheetItemsRoutes from './modules/timesheets/items.routes.js';
import timesheetHistoryRoutes from './modules/timesheets/history.routes.js';
import missingRoutes from './modules/timesheets/missing.routes.js';
import dashboardRoutes from './modules/dashboard/dashboard.routes.js';
import { startReminderJob } from './modules/timesheets/missing.job.js';
import { staffSheetRoutes } from './modules/timesheets/sheet-routes.js';
import authPlugin from './plugins/auth.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin, { toErrorBody } from './plugins/errors.js';
import { refuseAmbiguousPath } from './plugins/request-path.js';
import securityPlugin, { setSecurityHeaders } from './plugins/security.js';
import { validatorCompiler } from './plugins/validation.js';
import { requireDeclaredBodyType } from './plugins/body-types.js';
import { rejectNulCharacters } from './plugins/nul-guard.js';
import { DAY_MS } from './jobs/daily-job.js';

export type WebOptions = { rootDir: string; devOrigins?: readonly string[] };

export type BuildOptions = Partial<AppConfig> & {
  web?: WebOptions;
  /** Called with a generated super-user password (default: printed to stdout). */
  onAdminPassword?: (username: string, password: string) => void;
  /** Extra routes under /api (tests use it for probe routes). */
  extraApiRoutes?: FastifyPluginAsync;
  /** Called with every route as it registers (tests use it to list the whole route table). */
  onRoute?: (route: RouteOptions) => void;
  /** Starts the daily jobs (timesheet generation, overdue invoices, reminders); default true. */
  backgroundJobs?: boolean;
  /** Where log lines go instead of stdout (tests read what the logs hold). */
  logStream?: { write(line: string): void };
  /** Connections the app's pool opens at most (default 10); tests narrow it. */
  dbPoolSize?: number;
};

export const MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, parts: 25 };

/** Parses `application/x-www-form-urlencoded` into a flat object; a repeated field is a 400. */
function parseForm(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype' || key in out) {
      throw badRequest(`The form field "${key}" is not valid.`);
    }
    out[key] = value;
  }
  return out;
}

/** The whole API as a Fastify instance, not listening: tests inject, the server listens. */
export async function build(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const {
    web: _web,
    onAdminPassword: _o,
    extraApiRoutes: _e,
    backgroundJobs: _j,
    onRoute,
    logStream,
    dbPoolSize: _p,
    ...overrides
  } = opts;
  const config: AppConfig = { ...defaultConfig, ...loadConfig(process.env), ...overrides };

  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    routerOptions: { maxParamLength: 200 },
    // A path the router cannot decode is answered before any hook runs: in the API's format and
    // with its headers all the same.
    frameworkErrors: (err, request, reply: FastifyReply) => {
      const { status, body } = toErrorBody(err, request);
      setSecurityHeaders(request, reply);
      reply.status(status).type('application/json; charset=utf-8').send(body);
    },
    // Fastify's 10 s default is shorter than a first embedded start-up (initdb, then the server)
    // takes on a busy machine; a plugin that truly hangs still fails the start-up.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  // before any plugin registers a route, so that none is missed
  if (onRoute) app.addHook('onRoute', onRoute);
  // While closing, answers in flight end their keep-alive connection so close() need not wait
  // for idle sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
  // Every check on the path reads the router's decoded path; one read two ways is refused before
  // any of them (and any route) runs. See docs/api-conventions.md#how-a-path-is-read.
  app.addHook('onRequest', refuseAmbiguousPath);
  // Each route takes its own kind of body only (JSON unless its schema's `consumes` says otherwise)
  app.addHook('preParsing', requireDeclaredBodyType);
  // PostgreSQL text cannot hold NUL: refuse it at the door for every route, not per module
  app.addHook('preValidation', rejectNulCharacters);
  try {
    await register(app, config, opts);
  } catch (err) {
    // stop an embedded PostgreSQL and release the data directory if start-up fails half-way
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}

async function register(app: FastifyInstance, config: AppConfig, opts: BuildOptions) {
  const { web, onAdminPassword } = opts;

  // JSON, forms (the token endpoint) and multipart (uploads) only, each where its route takes it
  // (plugins/body-types.ts): anything else is a 415
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      try {
        done(null, parseForm(body as string));
      } catch (err) {
        done(err as Error, undefined);
      }
    },
  );

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'StaffLedger API', version: '0.1.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          basic: { type: 'http', scheme: 'basic' },
        },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(dbPlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgPort: config.pgPort,
    backup: config.backup,
    poolSize: opts.dbPoolSize,
  });
  const boot = await bootstrapSuperUser(app.withSystem, {
    username: config.adminUsername,
    password: config.adminPassword,
  });
  if (boot.generatedPassword) {
    const report =
      onAdminPassword ??
      ((username: string, password: string) =>
        console.log(`Created super user "${username}" with password: ${password}`));
    report(config.adminUsername, boot.generatedPassword);
  }
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    issuer: config.jwtIssuer,
    audience: config.jwtAudience,
    tokenTtl: config.tokenTtl,
    sessionMaxAge: config.sessionMaxAge,
  });
  await app.register(guestPlugin, {
    guestUrl: config.guestUrl,
    publicUrl: config.publicUrl,
    guestOrigins: config.guestOrigins,
  });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(approvalPlugin, { publicUrl: config.publicUrl });
  await app.register(passwordLinksPlugin, { publicUrl: config.publicUrl });

  await app.register(tokenRoutes);
  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(healthRoutes);
      await api.register(loadFailuresRoutes);
      await api.register(renewRoutes);
      await api.register(usersRoutes);
      await api.register(outboxRoutes);
      await api.register(corpsRoutes);
      await api.register(corpDeleteRoutes);
      await api.register(archiveRoutes);
      await api.register(adminRoutes);
      await api.register(employeesRoutes);
      await api.register(employeeGuestCodeRoutes);
      await api.register(employeeInvitationRoutes);
      await api.register(vendorsRoutes);
      await api.register(timesheetsRoutes);
      await api.register(missingRoutes);
      await api.register(dashboardRoutes);
      await api.register(timesheetItemsRoutes, staffSheetRoutes);
      await api.register(attachmentsRoutes, staffSheetRoutes);
      await api.register(timesheetHistoryRoutes, staffSheetRoutes);
      await api.register(guestRoutes);
      await api.register(approvalRoutes);
      await api.register(billingsRoutes);
      await api.register(invoicesRoutes);
      await api.register(invoiceActionsRoutes);
      await api.register(invoiceDocumentsRoutes);
      await api.register(invoicesFromTimesheetsRoutes);
      if (opts.extraApiRoutes) await api.register(opts.extraApiRoutes);
    },
    { prefix: '/api' },
  );

  if (web) {
    const { default: webPlugin } = await import('./web/web.plugin.js');
    await app.register(webPlugin, web);
  }
  if (opts.backgroundJobs ?? true) {
    // each job runs once now and then daily; they stop with the app
    startTimesheetJob(app, { intervalMs: DAY_MS });
    startOverdueJob(app, { intervalMs: DAY_MS });
    startReminderJob(app, { intervalMs: DAY_MS });
    startDunningJob(app, { intervalMs: DAY_MS });
  }
  await app.ready();
}
