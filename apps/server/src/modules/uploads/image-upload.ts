import type { MultipartFile } from '@fastify/multipart';
import { MSG } from '@opentab/shared';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';

/** The multipart field of a menu item photo; the store logo's is `store_image` (spec 02 section 7). */
export const IMAGE_FIELD = 'image';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Photos are shown at most this big (spec 02 section 9: longest side 512 px). */
const IMAGE_MAX_SIDE = 512;
/** Refuses decompression bombs: a 5 MB file may not unpack to more than ~50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 11,
  headerPairs: 100,
};

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Reads the multipart field `field` into memory (at most 5 MB, else 413). */
export async function readImageField(request: FastifyRequest, field = IMAGE_FIELD): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', MSG.imageRequired);
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: MULTIPART_LIMITS });
    if (!file || file.fieldname !== field) {
      file?.file.resume();
      throw new AppError('VALIDATION', MSG.imageRequired);
    }
    const bytes = await file.toBuffer();
    // An empty file is no image chosen (a browser sends one for a file input left empty).
    if (bytes.length === 0) throw new AppError('VALIDATION', MSG.imageRequired);
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', MSG.imageTooLarge);
    throw new AppError('VALIDATION', MSG.imageRequired);
  }
}

/**
 * Decides what the bytes are by decoding them (never by the sent mimetype or name), then re-encodes to
 * WebP within 512 px, upright and without metadata (no EXIF location leaks).
 */
export async function reencodeImage(input: Buffer): Promise<Buffer> {
  // sharp throws at once, not in its promise, for some inputs (an empty buffer): both are caught.
  const metadata = await Promise.resolve()
    .then(() => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata())
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError('VALIDATION', MSG.imageInvalid);
  }
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION', MSG.imageInvalid);
  }
}
