import { attachPhotoHandler } from './parcel-photo-handlers';

export const handler = attachPhotoHandler('customer', 'attach-my-parcel-photo');
