/**
 * The rules every uploaded image follows, whoever sends it and whatever it shows (a parcel's photos, a
 * return's): what the server answers when the file is not an image it can keep.
 */
export const notAnImageMessage = 'Veuillez sélectionner une image';
/** A file whose first bytes say image but whose data stops short (an upload cut off on a phone). */
export const damagedImageMessage = 'Cette image est incomplète ou endommagée : envoyez-la à nouveau.';
/** Beyond a 48-megapixel phone's full resolution: decoding more would take the server's memory. */
export const maxImagePixels = 50_000_000;
export const tooManyPixelsMessage = `Cette image est trop grande : ${maxImagePixels / 1_000_000} millions de pixels au plus.`;
