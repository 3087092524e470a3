import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { escapeLike } from '../../db/list-query.js';
import { superOnly } from '../../plugins/roles.js';
import { listHandler } from '../common/list-route.js';

const Query = Type.Object(
  {
    to: Type.Optional(Type.String({ maxLength: 254 })),
    limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 }),
    withTotal: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

const Message = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  from: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  corpId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  deliveryStatus: Type.String(),
  deliveryError: Type.Union([Type.String(), Type.Null()]),
});

/** GET /api/outbox (super): every e-mail the system sent or stored, newest first. */
const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/outbox',
    {
      config: superOnly,
      schema: {
        tags: ['outbox'],
        summary: 'E-mails sent or stored, newest first; to= filters by recipient',
        querystring: Query,
        response: { 200: Type.Array(Message) },
      },
    },
    listHandler((request) => {
      const q = request.query as Static<typeof Query>;
      const where = q.to ? `WHERE lower("to") LIKE '%' || lower($1) || '%'` : '';
      const params: unknown[] = q.to ? [escapeLike(q.to)] : [];
      return app.withSystem(async (tx) => {
        const page = await tx.query(
          `SELECT id, "to", "from", subject, text, html, corp_id AS "corpId",
                  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
                  delivery_status AS "deliveryStatus", delivery_error AS "deliveryError"
             FROM outbox ${where}
            ORDER BY created_at DESC, id DESC
            LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, q.limit, q.offset],
        );
        const count = q.withTotal
          ? await tx.query(`SELECT count(*) AS n FROM outbox ${where}`, params)
          : null;
        return { rows: page.rows, total: count?.rows[0].n as number | undefined };
      });
    }),
  );
};

export default outboxRoutes;
