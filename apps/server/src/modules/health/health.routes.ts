import { APP_VERSION, ZHealthDownResponseSchema, ZHealthResponseSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pingDatabase } from './health.repo.ts';

/** GET /api/v1/health: 200 when the database answers, 503 when it does not (for load balancers). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { schema: { response: { 200: ZHealthResponseSchema, 503: ZHealthDownResponseSchema } } },
      async (request, reply) => {
        try {
          await pingDatabase(app.ctx.db);
          return { status: 'ok' as const, database: 'up' as const, version: APP_VERSION };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply
            .status(503)
            .send({ status: 'error', database: 'down', message: 'Database unreachable' });
        }
      },
    );
}
