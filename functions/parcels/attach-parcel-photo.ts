import { attachPhotoHandler } from './parcel-photo-handlers';

export const handler = attachPhotoHandler('admin', 'attach-parcel-photo');
