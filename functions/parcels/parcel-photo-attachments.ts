import middy from '@middy/core';
import type { StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import type { ParcelPhotoAttached } from '../../events/parcel-events';
import { parcelDecider } from '../../domain/parcel/parcel-commands';
import {
  attachPhotoInputSchema,
  maxPhotosPerParcel,
  photoLimits,
  uploadNotFoundMessage,
  type AttachedPhotoResult,
  type AttachPhotoInput,
  type PhotoUploader,
} from '../../domain/parcel/parcel-photos';
import { IllegalStateError, NotFoundError, ValidationError } from '../../domain/shared/errors';
import { executeCommand } from '../platform/command';
import { deleteObjects, objectSize, readObject, writeObject } from '../platform/files';
import { prepareImage, type PreparedImage } from '../platform/images';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { parcelParamsSchema, toPhotoView, type ParcelParams } from './parcel-views';
import { assertReachable, loadParcel, uploadKey, uploadNoteKey, uploadNoteSchema } from './parcel-photo-uploads';
import { clock } from '../platform/clock';

/** Step 3 of `parcel-photo-uploads.ts`: the file re-read, checked, thumbnailed, stored, then the event. */
const isPhotoOf = (uploadId: string) => (event: StoredEvent): event is StoredEvent<ParcelPhotoAttached> =>
  event.type === 'ParcelPhotoAttached' && event.data.uploadId === uploadId;

const photoViewOf = (event: StoredEvent<ParcelPhotoAttached>) =>
  toPhotoView({
    photoId: event.data.photoId,
    description: event.data.description,
    attachedAt: event.occurredAt,
    attachedBy: event.actor,
    original: event.data.original,
    thumbnail: event.data.thumbnail,
  });

/**
 * Several photos of one parcel are attached at once (a reception's, a phone's selection): the command
 * path decides a lost race again on the stream as it then stands, so only a true refusal (the parcel
 * full) reaches the person. Each round lets at least one writer through, so as many attempts as a parcel
 * holds photos always suffice.
 */
const attempts = maxPhotosPerParcel;

export const attachPhotoHandler = (uploader: PhotoUploader, name: string) =>
  middy<HttpEvent, HttpResult, Error, ApiContext<AttachPhotoInput, ParcelParams>>()
    .use(httpPlatform({ name }))
    .use(authenticate(uploader))
    .use(parseRequest({ body: attachPhotoInputSchema, params: parcelParamsSchema }))
    .handler(async (_event, context) => {
      const session = sessionOf(context);
      const { parcelId } = context.params;
      const { uploadId } = context.body;
      const uploaded = [uploadKey(parcelId, uploadId), uploadNoteKey(parcelId, uploadId)];
      const { state, events } = await loadParcel(parcelId);
      assertReachable(state, uploader, session.userId);

      // A retry of an attachment that went through answers with the photo, and tidies what it left.
      const earlier = events.find(isPhotoOf(uploadId));
      if (earlier) {
        await deleteObjects(uploaded);
        const result: AttachedPhotoResult = { parcelId, photo: await photoViewOf(earlier), version: earlier.version };
        return json(200, result);
      }

      const limit = photoLimits[uploader];
      const size = await objectSize(uploaded[0] as string);
      if (size === undefined) throw new NotFoundError(uploadNotFoundMessage);
      // The size first, from the object's head: an oversized file is refused without being downloaded.
      if (size > limit.maxBytes) {
        await deleteObjects(uploaded);
        throw new ValidationError(limit.tooLargeMessage, { file: limit.tooLargeMessage });
      }
      const bytes = await readObject(uploaded[0] as string);
      if (bytes === undefined) throw new NotFoundError(uploadNotFoundMessage);
      if (bytes.byteLength > limit.maxBytes) {
        await deleteObjects(uploaded);
        throw new ValidationError(limit.tooLargeMessage, { file: limit.tooLargeMessage });
      }
      let image: PreparedImage;
      try {
        image = await prepareImage(bytes);
      } catch (error) {
        // Not an image, damaged or too large: refused for good, and the upload goes.
        if (error instanceof ValidationError) await deleteObjects(uploaded);
        throw error;
      }
      const noteBytes = await readObject(uploaded[1] as string);
      const note = noteBytes ? uploadNoteSchema.safeParse(JSON.parse(Buffer.from(noteBytes).toString('utf8'))) : undefined;
      const description = note?.success ? note.data.description : '';

      // The photo's id is its upload's: a retry after a crash writes the same keys again.
      const photoId = uploadId;
      const { thumbnail } = image;
      // The original kept is the re-encoded one: the upload's own bytes (metadata, anything appended) are not kept.
      const stored = {
        original: { key: `photos/${parcelId}/${photoId}.${image.extension}`, contentType: image.contentType, sizeBytes: image.bytes.byteLength, width: image.width, height: image.height },
        thumbnail: { key: `photos/${parcelId}/${photoId}-thumb.webp`, contentType: 'image/webp' as const, sizeBytes: thumbnail.bytes.byteLength, width: thumbnail.width, height: thumbnail.height },
      };
      await Promise.all([
        writeObject(stored.original.key, image.bytes, image.contentType),
        writeObject(stored.thumbnail.key, thumbnail.bytes, 'image/webp'),
      ]);

      // The upload is the command: a retry without an Idempotency-Key is still recognised.
      context.idempotencyKey ??= `photo-${uploadId}`;
      const commandContext = commandContextOf(context, clock.now());
      const outcome = await executeCommand({
        decider: parcelDecider,
        streamType: 'parcel',
        streamId: streamIdOf('parcel', parcelId),
        command: {
          type: 'AttachParcelPhoto',
          data: { parcelId, photoId, uploadId, description, ...stored },
          metadata: { now: commandContext.now, actor: commandContext.actor },
        },
        context: commandContext,
        maxAttempts: attempts,
      }).catch(async (error: unknown) => {
        // Refused for good (too many photos): its files go. Any other failure keeps them all: the append
        // may have happened, and a retry writes the same keys and finds its event.
        if (error instanceof IllegalStateError || error instanceof NotFoundError) {
          await deleteObjects([stored.original.key, stored.thumbnail.key, ...uploaded]);
        }
        throw error;
      });
      await deleteObjects(uploaded);
      const attached = outcome.events.find(isPhotoOf(uploadId)) ?? (await loadParcel(parcelId)).events.find(isPhotoOf(uploadId));
      if (!attached) throw new Error(`photo ${photoId} absente du colis ${parcelId} après son ajout`);
      const result: AttachedPhotoResult = { parcelId, photo: await photoViewOf(attached), version: outcome.version };
      return json(outcome.replayed || outcome.events.length === 0 ? 200 : 201, result);
    });
