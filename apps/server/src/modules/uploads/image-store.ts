import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { newSecretToken } from '../../lib/ids.ts';

/** Stored images are served from here (uploads.routes.ts); rows keep the whole URL path. */
const UPLOADS_URL_PREFIX = '/uploads/';
const STORED_NAME = /^[\w-]{20,64}\.webp$/;

async function syncPath(target: string, flags: 'r' | 'r+'): Promise<void> {
  const handle = await open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a re-encoded image under an unguessable name and answers its URL. Written to a hidden temp file,
 * synced, then renamed, so a crash never leaves a half image behind a URL a row points to.
 */
export async function saveImage(uploadsDir: string, data: Buffer): Promise<string> {
  await mkdir(uploadsDir, { recursive: true });
  const name = `${newSecretToken(18)}.webp`;
  const temp = path.join(uploadsDir, `.${name}.tmp`);
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path.join(uploadsDir, name));
  await syncPath(uploadsDir, 'r');
  return `${UPLOADS_URL_PREFIX}${name}`;
}

export function storedImagePath(uploadsDir: string, url: string | null | undefined): string | undefined {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? path.join(uploadsDir, name) : undefined;
}

/**
 * Deletes an image this server stored (anything else, such as a seed's external URL, is left alone).
 * A failure only leaves an orphan file, so it is logged rather than failing the call that replaced it.
 */
export async function removeImage(
  uploadsDir: string,
  url: string | null | undefined,
  log?: FastifyBaseLogger,
): Promise<void> {
  const file = storedImagePath(uploadsDir, url);
  if (!file) return;
  try {
    await rm(file, { force: true });
  } catch (error) {
    log?.warn({ err: error, file }, 'could not delete a replaced image');
  }
}
