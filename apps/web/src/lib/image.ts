import imageCompression from 'browser-image-compression';

/**
 * Spec 02 section 9: photos are compressed in the browser to at most 0.5 MB and 512 px a side.
 * No web worker: the library would load its worker script from a CDN.
 */
const PHOTO_OPTIONS = { maxSizeMB: 0.5, maxWidthOrHeight: 512, useWebWorker: false };

export const IMAGE_ACCEPT = 'image/*';

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** The compressed photo as a multipart form with the field the upload routes read. */
export async function photoForm(file: File, field = 'image'): Promise<FormData> {
  const compressed = await imageCompression(file, PHOTO_OPTIONS);
  const form = new FormData();
  form.append(field, compressed, compressed.name || file.name);
  return form;
}
