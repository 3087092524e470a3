/**
 * The day-by-day items of a timesheet: staff, or the employee the timesheet belongs to, read them,
 * save them while the timesheet is editable, and submit them. The timesheet row is locked for the
 * whole write, so a status change never interleaves with an item write.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { recordAudit } from '../audit/audit.js';
import { ErrorBody, errors } from '../common/routes.js';
import { IdParams } from '../common/schemas.js';
import { applyItems, listItems, recomputeTotal, storedItems } from './items.repo.js';
import { ItemsBody, SubmitAnswer, TimesheetItem } from './items.schemas.js';
import { assertOwnItems, changedFields, toItemValues } from './items.validate.js';
import {
  assertEditable,
  findReachableTimesheet,
  timesheetUsers,
  type TimesheetHead,
} from './timesheets.access.js';
import { findTimesheet } from './timesheets.repo.js';
import type { Timesheet } from './timesheets.schemas.js';
import { moveTimesheet } from './timesheets.workflow.js';

const writeErrors = { ...errors, 409: ErrorBody };

/** Applies the items to an editable timesheet, rewrites its total and audits which rows changed. */
async function saveItems(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  body: Parameters<typeof toItemValues>[0],
): Promise<TimesheetHead> {
  const values = toItemValues(body);
  const head = await findReachableTimesheet(tx, request, id, true);
  assertEditable(head);
  const stored = await storedItems(tx, id);
  assertOwnItems(values, stored);
  const before = await findTimesheet(tx, id);
  await applyItems(tx, id, values);
  const total = await recomputeTotal(tx, id);
  await recordAudit(tx, request, {
    entity: 'timesheet',
    entityId: id,
    action: 'update',
    changes: {
      items: changedFields(values, stored),
      totalHours: { from: before?.totalHours ?? null, to: total },
    },
  });
  return head;
}

export default async function itemsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/timesheets/:id/items',
    {
      config: timesheetUsers,
      schema: {
        tags: ['timesheets'],
        summary: 'The timesheet’s items, one per day of its period, in date order',
        params: IdParams,
        response: { 200: Type.Array(TimesheetItem), ...errors },
      },
    },
    async (request) =>
      app.withTenant(request, async (tx) => {
        await findReachableTimesheet(tx, request, request.params.id);
        return listItems(tx, request.params.id);
      }),
  );

  app.put(
    '/timesheets/:id/items/save',
    {
      config: timesheetUsers,
      schema: {
        tags: ['timesheets'],
        summary:
          'Save items of an editable timesheet (rows left out stay as they are); answers all its items',
        params: IdParams,
        body: ItemsBody,
        response: { 200: Type.Array(TimesheetItem), ...writeErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      return app.withTenant(request, async (tx) => {
        await saveItems(tx, request, id, request.body);
        return listItems(tx, id);
      });
    },
  );

  app.put(
    '/timesheets/:id/items/submit',
    {
      config: timesheetUsers,
      schema: {
        tags: ['timesheets'],
        summary:
          'Save the items and submit the timesheet (item and attachment rules apply; nothing changes when they fail); answers { timesheet, items }',
        params: IdParams,
        body: ItemsBody,
        response: { 200: SubmitAnswer, ...writeErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      return app.withTenant(request, async (tx) => {
        const head = await saveItems(tx, request, id, request.body);
        await moveTimesheet(tx, request, head, 'SUBMITTED');
        return {
          timesheet: (await findTimesheet(tx, id)) as Timesheet,
          items: await listItems(tx, id),
        };
      });
    },
  );
}
