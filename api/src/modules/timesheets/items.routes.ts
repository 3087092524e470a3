/**
 * The day-by-day items of a timesheet: staff, the employee the timesheet belongs to, or that
 * employee's guest read them, save them while the timesheet is editable, and submit them. The
 * timesheet row is locked for the whole write, so a status change never interleaves with an item
 * write. Registered once for signed-in users and once for guests (sheet-routes.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { IdParams } from '../common/schemas.js';
import { listItems } from './items.repo.js';
import { saveItemsAudited } from './items.save.js';
import { TimesheetItem, TimesheetItemsBody, type Timesheet } from '@staffledger/contracts/schemas';
import { toItemValues } from './items.validate.js';
import { sheetErrors, sheetParams, submitAnswer, type SheetRoutesOptions } from './sheet-routes.js';
import { findReachableTimesheet } from './timesheets.access.js';
import { findTimesheet } from './timesheets.repo.js';
import { moveTimesheet } from './timesheets.workflow.js';

/**
 * Applies the items to an editable timesheet, rewrites its total and audits which rows changed
 * (items.save.ts); answers the sheet's head and every item after the save. `oneTrip` when the save
 * is the request's last use of its transaction.
 */
function saveItems(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  body: Parameters<typeof toItemValues>[0],
  oneTrip: boolean,
) {
  return saveItemsAudited(tx, request, id, toItemValues(body), oneTrip);
}

export default async function itemsRoutes(fastify: FastifyInstance, opts: SheetRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { sheetPath, tags } = opts;
  // each route's first use of the database is its tenant transaction
  const config = { ...opts.config, userCheckInTransaction: true };
  const params = sheetParams(opts, IdParams.properties);

  app.get(
    `${sheetPath}/:id/items`,
    {
      config,
      schema: {
        tags,
        summary: 'The timesheet’s items, one per day of its period, in date order',
        params,
        response: { 200: Type.Array(TimesheetItem), ...sheetErrors(opts) },
      },
    },
    async (request) =>
      app.withTenant(request, async (tx) => {
        await findReachableTimesheet(tx, request, request.params.id);
        return listItems(tx, request.params.id);
      }),
  );

  // a read-only caller (the client's approver) gets the reads only
  if (opts.readOnly) return;

  app.put(
    `${sheetPath}/:id/items/save`,
    {
      config,
      schema: {
        tags,
        summary:
          'Save items of an editable timesheet (rows left out stay as they are); answers all its items',
        params,
        body: TimesheetItemsBody,
        response: { 200: Type.Array(TimesheetItem), ...sheetErrors(opts, true) },
      },
    },
    async (request) => {
      const { id } = request.params;
      return app.withTenant(request, async (tx) => {
        const { items } = await saveItems(tx, request, id, request.body, true);
        return items;
      });
    },
  );

  app.put(
    `${sheetPath}/:id/items/submit`,
    {
      config,
      schema: {
        tags,
        summary:
          'Save the items and submit the timesheet (item and attachment rules apply; nothing changes when they fail); answers { timesheet, items }',
        params,
        body: TimesheetItemsBody,
        response: { 200: submitAnswer(opts.timesheet), ...sheetErrors(opts, true) },
      },
    },
    async (request) => {
      const { id } = request.params;
      return app.withTenant(request, async (tx) => {
        const { head, items } = await saveItems(tx, request, id, request.body, false);
        await moveTimesheet(tx, request, head, 'SUBMITTED');
        return { timesheet: (await findTimesheet(tx, id)) as Timesheet, items };
      });
    },
  );
}
