/** Where a return's files are kept: the uploads under their customer, the checked copies under their request (no image library here). */
/** Under the customer's own prefix: a request can only name uploads its own customer made. */
export const returnUploadKey = (customerId: string, uploadId: string) => `return-uploads/${customerId}/${uploadId}`;
export const returnPhotoKeys = (returnId: string, photoId: string, extension: string) => ({
  original: `returns/${returnId}/${photoId}.${extension}`,
  thumbnail: `returns/${returnId}/${photoId}-thumb.webp`,
});

