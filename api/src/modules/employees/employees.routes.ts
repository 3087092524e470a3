/**
 * Employees of the request's corporation (super: the X-Corp-ID one; employer: their own); their
 * guest codes are in employees.guest-code.routes.ts. Every query runs in a tenant transaction, so another corporation's employee is
 * simply not found. Each write also keeps the employee's sign-in account in step
 * (employees.account.ts) in the same transaction, with its audit rows.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { recordAudit } from '../audit/audit.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { syncAccount, type AccountChange } from './employees.account.js';
import {
  findEmployee,
  guestCodeHash,
  insertEmployee,
  listEmployees,
  updateEmployee,
} from './employees.repo.js';
import { findOr404 } from '../common/find-or-404.js';
import { tenantListRoute } from '../common/list-route.js';
import { assertTenantExists } from '../common/references.js';
import { IdParams } from '../common/schemas.js';
import {
  Employee,
  EmployeeInput,
  EmployeeListQuery,
  EmployeeRow,
  EmployeeSaved,
} from '@staffledger/contracts/schemas';
import { toEmployeeValues } from './employees.validate.js';
import { ErrorBody, errors, tenantOf } from '../common/routes.js';
import { staff } from '../../plugins/roles.js';
import { IdempotencyHeaders, once } from '../common/idempotency.js';
import { inviteOnSave, planOnSave, type SavePlan } from './invitation.on-save.js';

/** The record as audited: whether a guest code exists, no derived or volatile fields. */
function auditable(e: Employee): Record<string, unknown> {
  const {
    guestCodeSince,
    canSignIn: _c,
    invitedAt: _v,
    lastSignInAt: _l,
    updateDate: _u,
    fullName: _f,
    id: _i,
    ...rest
  } = e;
  return { ...rest, guestCode: guestCodeSince ? 'set' : null };
}

async function auditAccount(tx: Tx, request: FastifyRequest, change: AccountChange | null) {
  if (!change) return;
  await recordAudit(tx, request, {
    entity: 'user',
    entityId: change.userId,
    action: change.action,
    changes: change.changes,
  });
}

export default async function employeesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  tenantListRoute(app, {
    path: '/employees',
    tag: 'employees',
    what: 'employees',
    querystring: EmployeeListQuery,
    row: EmployeeRow,
    list: (tx, query, corpId) => listEmployees(tx, corpId, query),
  });

  app.get(
    '/employees/:id',
    {
      config: staff,
      schema: {
        tags: ['employees'],
        summary: 'One employee with contacts and family fields',
        params: IdParams,
        response: { 200: Employee, ...errors },
      },
    },
    async (request) =>
      findOr404(
        app.withTenant(request, (tx) => findEmployee(tx, request.params.id)),
        'Employee not found.',
      ),
  );

  app.post(
    '/employees',
    {
      config: staff,
      schema: {
        headers: IdempotencyHeaders,
        tags: ['employees'],
        summary:
          'Create an employee (and, with an e-mail address, their sign-in account and invitation)',
        body: EmployeeInput,
        response: { 201: EmployeeSaved, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const corpId = tenantOf(request);
      const values = toEmployeeValues(request.body);
      // a create answered again for its Idempotency-Key invites nobody a second time
      let plan: SavePlan = null;
      const employee = await app.withTenant(request, (tx) =>
        once(tx, request, async () => {
          await assertTenantExists(tx);
          const id = await insertEmployee(tx, corpId, values);
          const account = await syncAccount(tx, corpId, id, values);
          const created = (await findEmployee(tx, id)) as Employee;
          await recordAudit(tx, request, {
            entity: 'employee',
            entityId: id,
            action: 'create',
            changes: auditable(created),
          });
          await auditAccount(tx, request, account);
          plan = await planOnSave(tx, account, values.email);
          return (await findEmployee(tx, id)) as Employee;
        }),
      );
      reply.code(201);
      return inviteOnSave(app, request, employee, plan);
    },
  );

  app.put(
    '/employees/:id',
    {
      config: staff,
      schema: {
        tags: ['employees'],
        summary:
          'Replace an employee’s fields and contacts (the account follows; a new way in is invited)',
        params: IdParams,
        body: EmployeeInput,
        response: { 200: EmployeeSaved, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const corpId = tenantOf(request);
      let plan: SavePlan = null;
      const saved = await app.withTenant(request, async (tx) => {
        let account: AccountChange | null = null;
        const after = await auditedUpdate(tx, request, {
          entity: 'employee',
          id,
          find: (forUpdate) => findEmployee(tx, id, forUpdate),
          notFound: 'Employee not found.',
          audited: auditable,
          write: async (before) => {
            const values = toEmployeeValues(request.body, {
              pathId: id,
              currentGuestCodeHash: await guestCodeHash(tx, id),
              currentStartDate: before.startDate,
            });
            await updateEmployee(tx, corpId, id, values);
            account = await syncAccount(tx, corpId, id, values, before);
            plan = await planOnSave(tx, account, values.email);
          },
        });
        // the account's audit row follows the employee's
        await auditAccount(tx, request, account);
        return after;
      });
      return inviteOnSave(app, request, saved, plan);
    },
  );
}
