/**
 * POST /employees/{id}/invitation (staff): e-mails the employee an invitation to set a password,
 * or a new one, which ends the links sent before (README.md#invitations).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { InvitationSent } from '@staffledger/contracts/schemas';
import { staff } from '../../plugins/roles.js';
import { ErrorBody, errors, tenantOf } from '../common/routes.js';
import { IdParams } from '../common/schemas.js';
import { sendInvitation } from './invitation.send.js';

export default async function employeeInvitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/employees/:id/invitation',
    {
      config: staff,
      schema: {
        tags: ['employees'],
        summary:
          'E-mail the employee a link to set their first password (earlier links stop working)',
        params: IdParams,
        response: {
          200: InvitationSent,
          ...errors,
          409: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request) => {
      tenantOf(request);
      const { to, invitedAt } = await sendInvitation(app, request, request.params.id);
      return { message: `An invitation was e-mailed to ${to}.`, to, invitedAt };
    },
  );
}
