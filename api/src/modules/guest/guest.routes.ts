/**
 * The guest calls (docs/guests.md#what-a-code-opens) under /api/guest/{code}: `verify` lists the
 * employee's open timesheets and the submitted ones not yet reviewed; the items and attachment calls are the timesheet module's own routes,
 * registered here a second time for guests. Nothing else answers under this prefix.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { ErrorBody } from '../common/routes.js';
import attachmentsRoutes from '../timesheets/attachments.routes.js';
import historyRoutes from '../timesheets/history.routes.js';
import itemsRoutes from '../timesheets/items.routes.js';
import type { SheetRoutesOptions } from '../timesheets/sheet-routes.js';
import { GUEST_STATUSES } from '../timesheets/timesheets.access.js';
import { listEmployeeTimesheetsIn } from '../timesheets/timesheets.repo.js';
import { SheetHistoryEntry, SheetSummary } from '@staffledger/contracts/schemas';
import { guestRoute } from './guest.plugin.js';

/** What a guest sees of a timesheet: the items screen's header, no staff notes. */
export const GuestTimesheet = SheetSummary;

/** What a guest sees of a sheet's history: what happened and who, never the invoice it went on. */
export const GuestHistoryEntry = Type.Omit(SheetHistoryEntry, ['invoice']);

const GuestParams = {
  code: Type.String({ maxLength: 200, description: 'The guest code of the link' }),
};

const guestErrors = { 401: ErrorBody, 429: ErrorBody };

export const guestSheetRoutes: SheetRoutesOptions = {
  sheetPath: '/ts',
  config: guestRoute,
  prefixParams: GuestParams,
  timesheet: GuestTimesheet,
  historyEntry: GuestHistoryEntry,
  tags: ['guest'],
  extraErrors: guestErrors,
};

/** The guest screen's text when the code opens no timesheet (docs/guests.md#the-screen). */
export const NO_TIMESHEETS = 'No Timesheets available for the guest code';

export default async function guestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/guest/:code/verify',
    {
      config: guestRoute,
      schema: {
        tags: ['guest'],
        summary:
          'The open timesheets (Pending, Rejected, Draft) of the code’s employee and its Submitted ones not yet reviewed, newest first; 404 when there are none',
        params: Type.Object(GuestParams),
        response: { 200: Type.Array(GuestTimesheet), 404: ErrorBody, ...guestErrors },
      },
    },
    async (request) => {
      const { employeeId } = request.guest!;
      const listed = await app.withTenant(request, (tx) =>
        listEmployeeTimesheetsIn(tx, employeeId, GUEST_STATUSES),
      );
      if (listed.length === 0) throw new AppError(404, 'no_timesheets', NO_TIMESHEETS);
      return listed;
    },
  );

  const sheets = { prefix: '/guest/:code', ...guestSheetRoutes };
  await app.register(itemsRoutes, sheets);
  await app.register(attachmentsRoutes, sheets);
  await app.register(historyRoutes, sheets);
}
