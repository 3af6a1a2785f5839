import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { found } from '../../lib/found.ts';
import { removeImage, saveImage } from './image-store.ts';
import { reencodeImage } from './image-upload.ts';

/** A kind of row that owns one photo (a menu item, the store logo), addressed by an optional path id. */
export type TPhotoTarget = {
  /** undefined when the row does not exist for the tenant */
  find: (db: TDb, tenantId: string, id: string | undefined) => Promise<{ image: string | null } | undefined>;
  /** sets the image URL (or null), answering the URL it replaced; undefined when the row is gone */
  swap: (
    db: TDb,
    tenantId: string,
    photo: { id: string | undefined; url: string | null },
  ) => Promise<{ previous: string | null } | undefined>;
  /** called once the row points at its new photo (or none), after the commit */
  changed?: (ctx: TAppContext, tenantId: string) => void;
};

type TPhotoCall = { ctx: TAppContext; target: TPhotoTarget; tenantId: string; id: string | undefined };

/** Re-encodes and stores the upload, points the row at it, then deletes the photo it replaced. */
export async function replacePhoto(call: TPhotoCall, upload: () => Promise<Buffer>): Promise<string> {
  const { ctx, target, tenantId, id } = call;
  found(await target.find(ctx.db, tenantId, id));
  const url = await saveImage(ctx.config.uploadsDir, await reencodeImage(await upload()));
  let swapped: { previous: string | null } | undefined;
  try {
    swapped = await target.swap(ctx.db, tenantId, { id, url });
  } finally {
    if (!swapped) await removeImage(ctx.config.uploadsDir, url);
  }
  const { previous } = found(swapped);
  target.changed?.(ctx, tenantId);
  await removeImage(ctx.config.uploadsDir, previous);
  return url;
}

export async function removePhoto(call: TPhotoCall): Promise<void> {
  const { ctx, target, tenantId, id } = call;
  const swapped = found(await target.swap(ctx.db, tenantId, { id, url: null }));
  target.changed?.(ctx, tenantId);
  await removeImage(ctx.config.uploadsDir, swapped.previous);
}
