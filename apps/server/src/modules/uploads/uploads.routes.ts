import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { MSG } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';

/**
 * GET /uploads/<name>: stored photos. Names are random and a file never changes once written (a new
 * photo gets a new name), so browsers may keep them for a year.
 */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  const root = app.ctx.config.uploadsDir;
  mkdirSync(root, { recursive: true });
  // A missing photo is a plain 404, not the SPA's index.html.
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MSG.notFound }));
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
