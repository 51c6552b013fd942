import { requestPhotoUploadHandler } from './parcel-photo-uploads';

export const handler = requestPhotoUploadHandler('admin', 'request-parcel-photo-upload');
