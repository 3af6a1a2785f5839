import { createHash, timingSafeEqual } from 'node:crypto';
import { MSG } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's content nor its length shows in the time the check takes. */
function isMetricsToken(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(sha256(presented), sha256(token));
}

/**
 * GET /metrics: this process's Prometheus metrics (under start:cluster, every worker's, summed), for a
 * scraper holding METRICS_TOKEN. Outside /api/v1: it is no user's call (no session, no permission group)
 * and sits where scrapers look for it. Without a token configured it does not exist (404, also so the SPA
 * does not answer it with its page).
 */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/metrics', async (request, reply) => {
    const token = app.ctx.config.metricsToken;
    if (token === undefined) return reply.status(404).send({ message: MSG.notFound });
    if (!isMetricsToken(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: MSG.metricsTokenRequired });
    }
    const { registry, read } = app.ctx.metrics;
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await read());
  });
}
