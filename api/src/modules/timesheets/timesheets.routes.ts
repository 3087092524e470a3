/**
 * Timesheets of the request's corporation. Staff (super, employer) list, create, edit and move
 * them; an employee reads only their own (docs/roles-and-tenancy.md#roles). Every query runs in a
 * tenant transaction, so another corporation's timesheet is simply not found.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../errors.js';
import { ErrorBody, errors, tenantOf } from '../common/routes.js';
import { staff, staffOrEmployee } from '../../plugins/roles.js';
import { findOr404 } from '../common/find-or-404.js';
import { tenantListRoute } from '../common/list-route.js';
import { asLast } from '../../db/tenant.js';
import { employeeExists } from '../common/references.js';
import { IdParams } from '../common/schemas.js';
import { headOf, ownEmployeeOnly, reachableHead } from './timesheets.access.js';
import { findTimesheet, listEmployeeTimesheets, listTimesheets } from './timesheets.repo.js';
import {
  BulkStatusAnswer,
  BulkStatusBody,
  Timesheet,
  TimesheetInput,
  TimesheetListQuery,
  TimesheetStatusAnswer,
  TimesheetStatusBody,
} from '@staffledger/contracts/schemas';
import { TIMESHEET_LIMITS } from '@staffledger/contracts';
import { toRejectionReason, toStatus, toTimesheetValues } from './timesheets.validate.js';
import { bulkIds, changeStatuses } from './status-bulk.js';
import { changeTimesheetStatus } from './status-change.js';
import { createTimesheet, replaceTimesheet } from './timesheets.write.js';
import { IdempotencyHeaders, once } from '../common/idempotency.js';

const writeErrors = { ...errors, 409: ErrorBody };

const EmployeeIdParams = Type.Object({ employeeId: IdParams.properties.id });

export default async function timesheetsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  tenantListRoute(app, {
    path: '/timesheets',
    tag: 'timesheets',
    what: 'timesheets',
    querystring: TimesheetListQuery,
    row: Timesheet,
    list: (tx, query, corpId) => listTimesheets(tx, corpId, query),
  });

  app.get(
    '/timesheets/employee/:employeeId',
    {
      config: staffOrEmployee,
      schema: {
        tags: ['timesheets'],
        summary: 'One employee’s timesheets, oldest period first (an employee: only their own)',
        params: EmployeeIdParams,
        response: { 200: Type.Array(Timesheet), ...errors },
      },
    },
    async (request) => {
      const { employeeId } = request.params;
      const own = ownEmployeeOnly(request);
      if (own !== null && own !== employeeId) {
        throw forbidden('You may only see your own timesheets.');
      }
      return app.withTenant(request, async (tx) => {
        await findOr404(employeeExists(tx, employeeId), 'Employee not found.');
        return listEmployeeTimesheets(tx, employeeId);
      });
    },
  );

  app.get(
    '/timesheets/:id',
    {
      config: { ...staffOrEmployee, userCheckInTransaction: true },
      schema: {
        tags: ['timesheets'],
        summary: 'One timesheet (staff, or the employee it belongs to)',
        params: IdParams,
        response: { 200: Timesheet, ...errors },
      },
    },
    async (request) =>
      app.withTenant(request, async (tx) => {
        // one read, the last: the answer holds every column that says who may reach it
        const timesheet = await findTimesheet(asLast(tx), request.params.id);
        reachableHead(request, timesheet && headOf(timesheet));
        return timesheet as Timesheet;
      }),
  );

  app.post(
    '/timesheets',
    {
      config: staff,
      schema: {
        headers: IdempotencyHeaders,
        tags: ['timesheets'],
        summary: 'Create a Pending timesheet with one item per day of its period',
        body: TimesheetInput,
        response: { 201: Timesheet, ...writeErrors },
      },
    },
    async (request, reply) => {
      const corpId = tenantOf(request);
      const values = toTimesheetValues(request.body);
      const timesheet = await app.withTenant(request, (tx) =>
        once(tx, request, async () => {
          const id = await createTimesheet(tx, request, corpId, values);
          return (await findTimesheet(tx, id)) as Timesheet;
        }),
      );
      reply.code(201);
      return timesheet;
    },
  );

  app.put(
    '/timesheets/:id',
    {
      config: staff,
      schema: {
        tags: ['timesheets'],
        summary:
          'Replace a timesheet’s fields (period changes resize its items; status must be an allowed move)',
        params: IdParams,
        body: TimesheetInput,
        response: { 200: Timesheet, ...writeErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const values = toTimesheetValues(request.body, id);
      return app.withTenant(request, (tx) => replaceTimesheet(tx, request, id, values));
    },
  );

  app.put(
    '/timesheets/:id/status',
    {
      // changeTimesheetStatus opens the tenant transaction before anything else
      config: { ...staff, userCheckInTransaction: true },
      schema: {
        tags: ['timesheets'],
        summary:
          'Move a timesheet along its workflow (Submit, Accept, Reject with an optional reason, Invoice); a rejection e-mails the employee and says so',
        params: IdParams,
        body: TimesheetStatusBody,
        response: { 200: TimesheetStatusAnswer, ...writeErrors },
      },
    },
    async (request) => {
      const to = toStatus(request.body.status);
      const reason = toRejectionReason(request.body.reason, to);
      const { timesheet, rejectionNotice } = await changeTimesheetStatus(
        app,
        request,
        request.params.id,
        to,
        reason,
      );
      return rejectionNotice ? { ...timesheet, rejectionNotice } : timesheet;
    },
  );

  app.post(
    '/timesheets/status',
    {
      config: staff,
      schema: {
        tags: ['timesheets'],
        summary: `Move up to ${TIMESHEET_LIMITS.bulkStatus} timesheets at once (Accept, Reject with one reason), each in its own transaction; answers what moved and what was refused and why`,
        body: BulkStatusBody,
        response: { 200: BulkStatusAnswer, ...errors },
      },
    },
    async (request) => {
      tenantOf(request);
      const to = toStatus(request.body.status);
      const reason = toRejectionReason(request.body.reason, to);
      const ids = bulkIds(request.body.ids);
      return changeStatuses(app, request, ids, to, reason);
    },
  );
}
