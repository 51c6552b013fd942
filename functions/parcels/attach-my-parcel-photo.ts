import { attachPhotoHandler } from './parcel-photo-attachments';

export const handler = attachPhotoHandler('customer', 'attach-my-parcel-photo');
