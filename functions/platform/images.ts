import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { PhotoContentType } from '../../events/parcel-events';
import { photoContentTypes } from '../../events/parcel-events';

export type CheckedImage = { contentType: PhotoContentType; extension: string; width: number; height: number };
export type Thumbnail = { bytes: Uint8Array; width: number; height: number };

/** The edge of the thumbnail every grid and list shows. */
export const thumbnailEdge = 320;

const extensions: Record<PhotoContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * What a file really is, from its first bytes (not its name or the type the browser claimed), and
 * that it decodes: a JPEG header followed by garbage is not an image either. Undefined when it is not
 * a JPEG, PNG or WebP image.
 */
export const checkImage = async (bytes: Uint8Array): Promise<CheckedImage | undefined> => {
  const detected = await fileTypeFromBuffer(bytes);
  const contentType = photoContentTypes.find((type) => type === detected?.mime);
  if (!contentType) return undefined;
  try {
    const metadata = await sharp(bytes, { failOn: 'error' }).metadata();
    if (!metadata.width || !metadata.height) return undefined;
    return { contentType, extension: extensions[contentType], width: metadata.width, height: metadata.height };
  } catch {
    return undefined;
  }
};

/** A WebP at most `thumbnailEdge` px on its longest side, turned as the camera held it. */
export const makeThumbnail = async (bytes: Uint8Array): Promise<Thumbnail> => {
  const { data, info } = await sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize({ width: thumbnailEdge, height: thumbnailEdge, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
};
