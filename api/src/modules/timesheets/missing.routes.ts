/**
 * Missing timesheets for staff (docs/workflows.md#missing-timesheets): the list, the reminders,
 * and the landing page's counts. Employees and guests have none of these.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  MissingTimesheet,
  RemindMissingAnswer,
  RemindMissingBody,
  TimesheetCounts,
} from '@staffledger/contracts/schemas';
import { staff } from '../../plugins/roles.js';
import { businessToday } from '../common/business-day.js';
import { ErrorBody, errors, tenantOf } from '../common/routes.js';
import { readSetting } from '../settings/settings.js';
import { listMissing, timesheetCounts } from './missing.repo.js';
import { remindMissing } from './missing.remind.js';

export default async function missingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/timesheets/missing',
    {
      config: staff,
      schema: {
        tags: ['timesheets'],
        summary:
          'Timesheets of active arrangements not submitted TIMESHEET missingAfterDays after their period ended, with their reminders',
        response: { 200: Type.Array(MissingTimesheet), ...errors },
      },
    },
    async (request) => {
      tenantOf(request);
      return app.withTenant(request, async (tx) =>
        listMissing(tx, businessToday(), await readSetting(tx, 'TIMESHEET', 'missingAfterDays')),
      );
    },
  );

  app.post(
    '/timesheets/missing/remind',
    {
      config: staff,
      schema: {
        tags: ['timesheets'],
        summary:
          'E-mail each employee named about all their missing timesheets (one e-mail each); the reminders are recorded',
        body: RemindMissingBody,
        response: { 200: RemindMissingAnswer, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      const corpId = tenantOf(request);
      return remindMissing(
        app,
        {
          withTenant: (fn) => app.withTenant(request, fn),
          corpId,
          today: businessToday(),
          sentBy: request.auth?.username ?? null,
          request,
        },
        request.body.employeeIds,
      );
    },
  );

  app.get(
    '/timesheets/counts',
    {
      config: staff,
      schema: {
        tags: ['timesheets'],
        summary:
          'How many timesheets are missing, how many wait for Accept or Reject, and how many for the client',
        response: { 200: TimesheetCounts, ...errors },
      },
    },
    async (request) => {
      tenantOf(request);
      return app.withTenant(request, async (tx) => ({
        ...(await timesheetCounts(
          tx,
          businessToday(),
          await readSetting(tx, 'TIMESHEET', 'missingAfterDays'),
        )),
        clientApproval: await readSetting(tx, 'TIMESHEET', 'clientApproval'),
      }));
    },
  );
}
