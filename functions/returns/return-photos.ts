import type { ReturnPhoto } from '../../events/return-events';
import { photoLimits, uploadNotFoundMessage } from '../../domain/parcel/parcel-photos';
import { NotFoundError, ValidationError } from '../../domain/shared/errors';
import { deleteObjects, objectSize, readObject, writeObject } from '../platform/files';
import { prepareImage } from '../platform/images';
import { returnPhotoKeys, returnUploadKey } from './return-files';

/**
 * Return photos, as parcel photos are: the browser asks for a presigned PUT per image (declared type and
 * size), sends the file straight to the bucket, and the request then names its uploads. The server
 * re-reads each file (real size, type from its bytes, fully decoded, metadata dropped) before the
 * request is written; a refused file is deleted and the request refused with the French message.
 */
/**
 * The request's uploads checked and kept under the return (the photo's id is its upload's, so a retry
 * writes the same keys). All or nothing: one refused file refuses the request, and what was written
 * for it goes. Returns the photos and the keys to tidy once the request is written.
 */
export const keepReturnPhotos = async (customerId: string, returnId: string, uploadIds: readonly string[]): Promise<{ photos: ReturnPhoto[]; written: string[]; uploads: string[] }> => {
  const limit = photoLimits.customer;
  const uploads = uploadIds.map((uploadId) => returnUploadKey(customerId, uploadId));
  const photos: ReturnPhoto[] = [];
  const written: string[] = [];
  try {
    for (const uploadId of uploadIds) {
      const key = returnUploadKey(customerId, uploadId);
      const size = await objectSize(key);
      if (size === undefined) throw new NotFoundError(uploadNotFoundMessage);
      // The size first, from the object's head: an oversized file is refused without being downloaded.
      if (size > limit.maxBytes) throw new ValidationError(limit.tooLargeMessage, { photos: limit.tooLargeMessage });
      const bytes = await readObject(key);
      if (bytes === undefined) throw new NotFoundError(uploadNotFoundMessage);
      if (bytes.byteLength > limit.maxBytes) throw new ValidationError(limit.tooLargeMessage, { photos: limit.tooLargeMessage });
      const image = await prepareImage(bytes);
      const keys = returnPhotoKeys(returnId, uploadId, image.extension);
      await Promise.all([writeObject(keys.original, image.bytes, image.contentType), writeObject(keys.thumbnail, image.thumbnail.bytes, 'image/webp')]);
      written.push(keys.original, keys.thumbnail);
      photos.push({
        photoId: uploadId,
        original: { key: keys.original, contentType: image.contentType, sizeBytes: image.bytes.byteLength, width: image.width, height: image.height },
        thumbnail: { key: keys.thumbnail, contentType: 'image/webp', sizeBytes: image.thumbnail.bytes.byteLength, width: image.thumbnail.width, height: image.thumbnail.height },
      });
    }
  } catch (error) {
    // Refused for good (not an image, damaged, too large): the uploads and what was kept of them go.
    if (error instanceof ValidationError) await deleteObjects([...written, ...uploads]);
    throw error;
  }
  return { photos, written, uploads };
};
