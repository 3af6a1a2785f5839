import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's own request lines, moved to debug: at info they were two JSON lines for every call and asset
 * (about 13,000 in 40 minutes of one till), which buried the start banner and every line worth reading.
 * With `LOG_LEVEL=debug` each request is one line (method, URL, status, time); a request that failed is
 * still logged at error at any level, and the error handler's lines (4xx at info, 5xx at error) are
 * unchanged. Request counts and times are in /metrics; a reverse proxy keeps its own access log.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
