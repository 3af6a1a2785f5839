import type { FastifyInstance } from 'fastify';
import { registerSessionRoutes } from '../auth/session.routes.ts';

/** /api/v1/superadmin sign-in, sign-out and refresh: the same device sessions, for operator accounts. */
export async function superadminAuthRoutes(app: FastifyInstance): Promise<void> {
  registerSessionRoutes(app, 'superadmin');
}
