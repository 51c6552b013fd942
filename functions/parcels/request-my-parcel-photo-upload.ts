import { requestPhotoUploadHandler } from './parcel-photo-uploads';

export const handler = requestPhotoUploadHandler('customer', 'request-my-parcel-photo-upload');
