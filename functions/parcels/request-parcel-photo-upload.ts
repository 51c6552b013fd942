import { requestPhotoUploadHandler } from './parcel-photo-handlers';

export const handler = requestPhotoUploadHandler('admin', 'request-parcel-photo-upload');
