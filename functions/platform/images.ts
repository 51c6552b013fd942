import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { PhotoContentType } from '../../events/parcel-events';
import { photoContentTypes } from '../../events/parcel-events';
import { damagedImageMessage, maxImagePixels, notAnImageMessage, tooManyPixelsMessage } from '../../domain/shared/images';
import { ValidationError } from '../../domain/shared/errors';

export type Thumbnail = { bytes: Uint8Array; width: number; height: number };
/**
 * An uploaded image as it is kept: `bytes` re-encoded from its decoded pixels (no metadata, so no
 * camera position; nothing the file carried after its image data), turned as the camera held it.
 */
export type PreparedImage = { contentType: PhotoContentType; extension: string; bytes: Uint8Array; width: number; height: number; thumbnail: Thumbnail };

/** The edge of the thumbnail every grid and list shows. */
export const thumbnailEdge = 320;

const extensions: Record<PhotoContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** An image refused with the French message the form shows under its file field. */
const refused = (message: string) => new ValidationError(message, { file: message });

/**
 * Every uploaded image goes through here (customer and staff parcel photos, return photos): what the
 * file really is from its first bytes (not its name nor the type the browser claimed), its size in
 * pixels from its header (refused beyond `maxImagePixels` before anything is decoded), then all of
 * its data decoded (data cut short is refused, never kept) and encoded again in its own format, with
 * the thumbnail. Throws a `ValidationError` with a French message when the file cannot be kept.
 */
export const prepareImage = async (bytes: Uint8Array): Promise<PreparedImage> => {
  const detected = await fileTypeFromBuffer(bytes);
  const contentType = photoContentTypes.find((type) => type === detected?.mime);
  if (!contentType) throw refused(notAnImageMessage);
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  // Its first bytes say image, but its header cannot be read: an upload cut off early.
  if (!header?.width || !header.height) throw refused(damagedImageMessage);
  if (header.width * header.height > maxImagePixels) throw refused(tooManyPixelsMessage);
  // `truncated`: a truncated JPEG is only a warning to libjpeg (the missing rows come out grey).
  const decoded = sharp(bytes, { failOn: 'truncated', limitInputPixels: maxImagePixels }).rotate();
  const reencoded = decoded.clone();
  const encoded = contentType === 'image/jpeg' ? reencoded.jpeg({ quality: 90 }) : contentType === 'image/png' ? reencoded.png() : reencoded.webp({ quality: 90 });
  try {
    const [original, thumbnail] = await Promise.all([
      encoded.toBuffer({ resolveWithObject: true }),
      decoded
        .clone()
        .resize({ width: thumbnailEdge, height: thumbnailEdge, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      contentType,
      extension: extensions[contentType],
      bytes: new Uint8Array(original.data),
      width: original.info.width,
      height: original.info.height,
      thumbnail: { bytes: new Uint8Array(thumbnail.data), width: thumbnail.info.width, height: thumbnail.info.height },
    };
  } catch {
    throw refused(damagedImageMessage);
  }
};
