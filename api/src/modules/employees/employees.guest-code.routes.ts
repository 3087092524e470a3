/**
 * An employee's guest code, as staff manage it (docs/guests.md#codes): generate (or replace),
 * revoke, and e-mail the link of the code just generated. The code is answered once and stored only
 * as its digest, so the e-mail call is handed the code back and checks that it is still the current
 * one.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { AppError, badRequest, conflict } from '../../errors.js';
import { recordAudit } from '../audit/audit.js';
import { ErrorBody, errors, tenantOf } from '../common/routes.js';
import { staff } from '../../plugins/roles.js';
import { findOr404 } from '../common/find-or-404.js';
import { IdParams } from '../common/schemas.js';
import { generateGuestCode, hashGuestCode } from '../guest/guest-codes.js';
import { findEmployee, guestCodeHash, setGuestCodeHash } from './employees.repo.js';
import {
  GuestCodeIssued,
  GuestLinkMailAnswer,
  GuestLinkMailBody,
} from '@staffledger/contracts/schemas';

const NOT_CURRENT = 'This guest code is no longer the employee’s current code. Generate a new one.';

async function auditGuestCode(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  from: string | null,
  to: string | null,
) {
  await recordAudit(tx, request, {
    entity: 'employee',
    entityId: id,
    action: 'update',
    changes: { guestCode: { from: from ? 'set' : null, to } },
  });
}

/** The text of the guest-link e-mail (the link is its only secret). */
export function guestLinkMessage(firstName: string, link: string) {
  return {
    subject: 'Your StaffLedger timesheet link',
    text:
      `Hello ${firstName},\n\n` +
      `You can fill in and submit your timesheets at this link, without signing in:\n\n` +
      `${link}\n\n` +
      `Keep it to yourself: anyone who has it can fill in your timesheets. ` +
      `If it stops working, ask your employer for a new one.\n`,
  };
}

export default async function employeeGuestCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/employees/:id/guest-code',
    {
      config: staff,
      schema: {
        tags: ['employees'],
        summary:
          'Create or replace the employee’s guest code (the old one stops working); the code is answered only here',
        params: IdParams,
        response: { 200: GuestCodeIssued, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      tenantOf(request);
      const guestCode = generateGuestCode();
      const guestCodeSince = await app.withTenant(request, async (tx) => {
        const before = await findOr404(findEmployee(tx, id, true), 'Employee not found.');
        const since = (await setGuestCodeHash(tx, id, hashGuestCode(guestCode))) as string;
        await auditGuestCode(tx, request, id, before.guestCodeSince, 'regenerated');
        return since;
      });
      reply.header('Cache-Control', 'no-store');
      return { guestCode, guestLink: app.guestLink(guestCode), guestCodeSince };
    },
  );

  app.delete(
    '/employees/:id/guest-code',
    {
      config: staff,
      schema: {
        tags: ['employees'],
        summary: 'Revoke the employee’s guest code: its link stops working at once',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Revoked (or there was none)' }), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      tenantOf(request);
      await app.withTenant(request, async (tx) => {
        const before = await findOr404(findEmployee(tx, id, true), 'Employee not found.');
        if (!before.guestCodeSince) return;
        await setGuestCodeHash(tx, id, null);
        await auditGuestCode(tx, request, id, before.guestCodeSince, null);
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/employees/:id/guest-code/email',
    {
      config: staff,
      schema: {
        tags: ['employees'],
        summary: 'E-mail the link of the code just generated to the employee’s e-mail address',
        params: IdParams,
        body: GuestLinkMailBody,
        response: { 200: GuestLinkMailAnswer, ...errors, 409: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const corpId = tenantOf(request);
      const { guestCode } = request.body;
      const employee = await app.withTenant(request, async (tx) => {
        const found = await findOr404(findEmployee(tx, id), 'Employee not found.');
        const current = await guestCodeHash(tx, id);
        if (!current || !hashGuestCode(guestCode).equals(current)) throw conflict(NOT_CURRENT);
        if (!found.email) {
          throw badRequest('This employee has no e-mail address. Add one on the Info tab first.', {
            email: 'No e-mail address',
          });
        }
        return found;
      });
      const to = employee.email as string;
      const link = app.guestLink(guestCode);
      const result = await app.mailer.send({
        to,
        ...guestLinkMessage(employee.firstName, link),
        corpId,
        secrets: [guestCode],
      });
      if (result.deliveryStatus.startsWith('failed')) {
        throw new AppError(502, 'mail_failed', 'The link could not be e-mailed. Try again later.');
      }
      await app.withTenant(request, (tx) =>
        recordAudit(tx, request, {
          entity: 'employee',
          entityId: id,
          action: 'send',
          changes: { guestLink: { to, outboxId: result.id } },
        }),
      );
      return { message: `The guest link was e-mailed to ${to}.`, to };
    },
  );
}
