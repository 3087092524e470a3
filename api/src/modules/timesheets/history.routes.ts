/**
 * GET {sheet}/:id/history: the sheet's History panel, for whoever may read the sheet (staff, its
 * employee, the employee's guest). Registered once for signed-in users and once for guests.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../common/schemas.js';
import { sheetHistory } from './history.js';
import { sheetErrors, sheetParams, type SheetRoutesOptions } from './sheet-routes.js';
import { findReachableTimesheet } from './timesheets.access.js';

export default async function historyRoutes(fastify: FastifyInstance, opts: SheetRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { sheetPath, config, tags } = opts;

  app.get(
    `${sheetPath}/:id/history`,
    {
      config,
      schema: {
        tags,
        summary:
          'Who did what to the timesheet and when (created, saved, submitted, accepted, rejected with the reason, invoiced, returned), oldest first',
        params: sheetParams(opts, IdParams.properties),
        response: { 200: Type.Array(opts.historyEntry), ...sheetErrors(opts) },
      },
    },
    async (request) =>
      app.withTenant(request, async (tx) => {
        await findReachableTimesheet(tx, request, request.params.id);
        return sheetHistory(tx, request.params.id, request.guest !== null);
      }),
  );
}
