import fastifyMultipart from '@fastify/multipart';
import { MSG } from '@opentab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { MULTIPART_LIMITS, readImageField } from './image-upload.ts';
import { removePhoto, replacePhoto, type TPhotoTarget } from './photo.service.ts';

const pathId = (request: FastifyRequest) => (request.params as { id?: string }).id;

/**
 * POST <base>/upload-photo (multipart, field `image`) → { message, imageURL } and
 * POST <base>/remove-photo → { message }, for one kind of photo-owning row. Multipart parsing is
 * registered inside this plugin only, so no other route accepts multipart bodies.
 */
export function photoRoutes(base: string, target: TPhotoTarget) {
  return async function registerPhotoRoutes(app: FastifyInstance): Promise<void> {
    const { ctx } = app;
    const callFor = (request: FastifyRequest) => ({
      ctx,
      target,
      tenantId: currentUser(request).tenantId,
      id: pathId(request),
    });

    await app.register(async (scope) => {
      await scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
      scope.post(`${base}/upload-photo`, { config: { allowMultipart: true } }, async (request) => {
        const imageURL = await replacePhoto(callFor(request), () => readImageField(request));
        return { message: MSG.photoUploaded, imageURL };
      });
    });

    app.post(`${base}/remove-photo`, async (request) => {
      await removePhoto(callFor(request));
      return { message: MSG.photoRemoved };
    });
  };
}
