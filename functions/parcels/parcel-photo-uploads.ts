import middy from '@middy/core';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import type { ParcelEvent } from '../../events/parcel-events';
import { parcelDecider, parcelNotFoundMessage } from '../../domain/parcel/parcel-commands';
import type { ParcelState } from '../../domain/parcel/parcel';
import { photoUploadRequestSchema, type PhotoUploader, type PhotoUploadRequest, type PhotoUploadTicket } from '../../domain/parcel/parcel-photos';
import { foldEvents } from '../../domain/shared/decider';
import { NotFoundError } from '../../domain/shared/errors';
import { loadStream } from '../platform/event-store';
import { presignUpload, writeObject } from '../platform/files';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { parcelParamsSchema, type ParcelParams } from './parcel-views';

/**
 * Parcel photos in three steps, the same for a customer (their own parcels) and for staff (any parcel):
 * 1. the upload request gets a presigned PUT for one image of a declared type and size;
 * 2. the browser sends the file straight to the bucket;
 * 3. the attachment re-reads the file (its real size, its first bytes, that it decodes), makes the
 *    thumbnail, stores both under `photos/`, and only then appends `ParcelPhotoAttached`. A refused
 *    file is deleted. Each photo is its own request: one that fails leaves the others as they are.
 */

/** How long the browser has to send the file once it has the link. */
const uploadLinkSeconds = 600;

export const uploadKey = (parcelId: string, uploadId: string) => `uploads/${parcelId}/${uploadId}`;
/** what the upload request knew that the file does not carry (its description), kept beside the file */
export const uploadNoteKey = (parcelId: string, uploadId: string) => `${uploadKey(parcelId, uploadId)}.json`;
export const uploadNoteSchema = z.object({ description: z.string(), fileName: z.string(), requestedBy: z.object({ kind: z.string(), id: z.string() }) });

export type ParcelStream = { state: ParcelState; events: StoredEvent[] };

export const loadParcel = async (parcelId: string): Promise<ParcelStream> => {
  const events = (await loadStream(streamIdOf('parcel', parcelId))).flatMap((changeset) => changeset.events);
  return { state: foldEvents(parcelDecider, events as readonly ParcelEvent[] as ParcelEvent[]), events };
};

/** Staff reach every parcel; a customer only theirs, and someone else's answers exactly like a missing one. */
export const assertReachable = (state: ParcelState, uploader: PhotoUploader, userId: string): void => {
  if (state.status === 'unknown' || (uploader === 'customer' && state.customerId !== userId)) throw new NotFoundError(parcelNotFoundMessage);
};

export const requestPhotoUploadHandler = (uploader: PhotoUploader, name: string) =>
  middy<HttpEvent, HttpResult, Error, ApiContext<PhotoUploadRequest, ParcelParams>>()
    .use(httpPlatform({ name }))
    .use(authenticate(uploader))
    .use(parseRequest({ body: photoUploadRequestSchema(uploader), params: parcelParamsSchema }))
    .handler(async (_event, context) => {
      const session = sessionOf(context);
      const { parcelId } = context.params;
      const { state } = await loadParcel(parcelId);
      assertReachable(state, uploader, session.userId);
      const uploadId = randomUUID();
      const { body } = context;
      await writeObject(
        uploadNoteKey(parcelId, uploadId),
        JSON.stringify({ description: body.description, fileName: body.fileName, requestedBy: { kind: uploader, id: session.userId } }),
        'application/json',
      );
      const url = await presignUpload(uploadKey(parcelId, uploadId), body.contentType, body.size, uploadLinkSeconds);
      const ticket: PhotoUploadTicket = {
        uploadId,
        method: 'PUT',
        url,
        headers: { 'content-type': body.contentType },
        expiresAt: new Date(Date.now() + uploadLinkSeconds * 1000).toISOString(),
      };
      return json(201, ticket);
    });

