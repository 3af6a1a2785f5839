import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** GET /api/v1/health: 200 when the database answers, 503 when it does not (for load balancers). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.ctx.db);
      return { status: 'ok', database: 'up', version: '1.2.0' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'down', message: 'Database unreachable' });
    }
  });
}
