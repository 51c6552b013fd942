import middy from '@middy/core';
import { randomUUID } from 'node:crypto';
import { photoUploadRequestSchema, type PhotoUploadRequest, type PhotoUploadTicket } from '../../domain/parcel/parcel-photos';
import { presignUpload } from '../platform/files';
import { authenticate, httpPlatform, json, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { returnUploadKey } from './return-files';

/** How long the browser has to send the file once it has the link. */
const uploadLinkSeconds = 600;

/** Step 1 of a return photo (`return-photos.ts`): a presigned PUT for one image of a declared type and size (5 MB). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<PhotoUploadRequest>>()
  .use(httpPlatform({ name: 'request-return-photo-upload' }))
  .use(authenticate('customer'))
  .use(parseRequest({ body: photoUploadRequestSchema('customer') }))
  .handler(async (_event, context) => {
    const customerId = sessionOf(context).userId;
    const uploadId = randomUUID();
    const { body } = context;
    const url = await presignUpload(returnUploadKey(customerId, uploadId), body.contentType, body.size, uploadLinkSeconds);
    const ticket: PhotoUploadTicket = {
      uploadId,
      method: 'PUT',
      url,
      headers: { 'content-type': body.contentType },
      expiresAt: new Date(Date.now() + uploadLinkSeconds * 1000).toISOString(),
    };
    return json(201, ticket);
  });

