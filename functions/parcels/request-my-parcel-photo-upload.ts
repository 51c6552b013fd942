import { requestPhotoUploadHandler } from './parcel-photo-handlers';

export const handler = requestPhotoUploadHandler('customer', 'request-my-parcel-photo-upload');
