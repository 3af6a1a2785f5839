import fastifyMultipart from '@fastify/multipart';
import { MSG, ZIdParamsSchema, ZMessageResponseSchema, ZPhotoUploadResponseSchema } from '@opentab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { IMAGE_FIELD, MAX_UPLOAD_BYTES, MULTIPART_LIMITS, readImageField } from './image-upload.ts';
import { removePhoto, replacePhoto, type TPhotoTarget } from './photo.service.ts';

/** The paths and field of one kind of photo: menu items use the defaults, the store logo its own names. */
export type TPhotoRouteNames = { upload: string; remove: string; field: string };

const MENU_PHOTO_NAMES: TPhotoRouteNames = {
  upload: 'upload-photo',
  remove: 'remove-photo',
  field: IMAGE_FIELD,
};

/**
 * POST <base>/<upload> (multipart, the photo in `field`) → { message, imageURL } and
 * POST <base>/<remove> → { message }, for one kind of photo-owning row. A base with `:id` validates it
 * as every other route does (a malformed id answers 400 before the upload is read). Multipart parsing is
 * registered inside this plugin only, so no other route accepts multipart bodies.
 */
export function photoRoutes(base: string, target: TPhotoTarget, names: TPhotoRouteNames = MENU_PHOTO_NAMES) {
  const schema = base.includes(':id') ? { params: ZIdParamsSchema } : {};
  return async function registerPhotoRoutes(app: FastifyInstance): Promise<void> {
    const { ctx } = app;
    const callFor = (request: FastifyRequest) => ({
      ctx,
      target,
      tenantId: currentUser(request).tenantId,
      // validated by `schema` when the base has one
      id: (request.params as { id?: string }).id,
    });

    await app.register(async (scope) => {
      await scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
      const uploadSchema = {
        ...schema,
        consumes: ['multipart/form-data'],
        description: `A multipart form with the photo in the field \`${names.field}\` (at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB).`,
        response: { 200: ZPhotoUploadResponseSchema },
      };
      scope.post(
        `${base}/${names.upload}`,
        { config: { allowMultipart: true }, schema: uploadSchema },
        async (request) => {
          const imageURL = await replacePhoto(callFor(request), () => readImageField(request, names.field));
          return { message: MSG.photoUploaded, imageURL };
        },
      );
    });

    app.post(
      `${base}/${names.remove}`,
      { schema: { ...schema, response: { 200: ZMessageResponseSchema } } },
      async (request) => {
        await removePhoto(callFor(request));
        return { message: MSG.photoRemoved };
      },
    );
  };
}
