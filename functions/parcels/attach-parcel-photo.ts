import { attachPhotoHandler } from './parcel-photo-attachments';

export const handler = attachPhotoHandler('admin', 'attach-parcel-photo');
