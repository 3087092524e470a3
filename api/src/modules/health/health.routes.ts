import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.js';

/** GET /api/health: the process is up and the database answers. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => {
      try {
        await app.pg.query('SELECT 1');
      } catch {
        throw new AppError(503, 'unavailable', 'The database is not reachable.');
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
