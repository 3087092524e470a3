import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { OutboxListQuery, OutboxMessage } from '@staffledger/contracts/schemas';
import { isSuper, staff } from '../../plugins/roles.js';
import { transactionalListHandler } from '../common/list-route.js';
import { errors } from '../common/routes.js';
import { listOutbox } from './outbox.repo.js';

/**
 * GET /api/outbox (staff): the e-mails sent or stored, newest first, as every list pages, sorts
 * and filters. A super user with no corporation selected reads every e-mail, the product's own
 * (password resets) included; with one selected, and an employer always, only that corporation's,
 * through its tenant transaction. The bodies go to super users only: without a mail server the
 * outbox holds set-password links whole, and an employer must not be able to set an employee's
 * password with one (see README.md).
 */
const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/outbox',
    {
      config: staff,
      schema: {
        tags: ['outbox'],
        summary: 'E-mails sent or stored, newest first (to=, subject=, status= filter)',
        querystring: OutboxListQuery,
        response: { 200: Type.Array(OutboxMessage), ...errors },
      },
    },
    transactionalListHandler(
      (request, fn) =>
        isSuper(request.auth) && request.corpId === null
          ? app.withSystem(fn)
          : app.withTenant(request, fn),
      (tx, request) => listOutbox(tx, request.query, isSuper(request.auth)),
      OutboxMessage,
    ),
  );
};

export default outboxRoutes;
