import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { damagedImageMessage, maxImagePixels, notAnImageMessage, tooManyPixelsMessage } from '../../domain/shared/images';
import { ValidationError } from '../../domain/shared/errors';
import { prepareImage, thumbnailEdge } from './images';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 90, g: 160, b: 30 } } });
/** Pixels that do not compress to nothing: cutting the file in half cuts real image data. */
const noisy = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, index) => (index * 7919) % 251)), { raw: { width, height, channels: 3 } });
/** A phone's photo: its EXIF says where it was taken (the GPS IFD) and how the camera was held. */
const phoneJpeg = () =>
  solid(400, 300)
    .withExif({ IFD0: { Make: 'Téléphone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
/** The GPS IFD's pointer tag (0x8825), as a little-endian EXIF block holds it. */
const hasGpsPosition = (exif: Buffer | undefined) => exif?.toString('hex').includes('2588') ?? false;

const refusal = (bytes: Uint8Array) => prepareImage(bytes).then(() => undefined, (error: unknown) => error);

describe('images: what a file really is, and what is kept of it', () => {
  it('recognises JPEG, PNG and WebP by their bytes, with their size in pixels', async () => {
    expect(await prepareImage(await solid(40, 30).jpeg().toBuffer())).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 40, height: 30 });
    expect(await prepareImage(await solid(40, 30).png().toBuffer())).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(await prepareImage(await solid(40, 30).webp().toBuffer())).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
  });

  it('refuses a program, a GIF, text, and a JPEG header followed by garbage, in French', async () => {
    for (const bytes of [Buffer.from('MZ\x90\x00 un programme Windows', 'latin1'), await solid(10, 10).gif().toBuffer(), Buffer.from('bonjour')]) {
      const error = await refusal(bytes);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ message: notAnImageMessage, fieldErrors: { file: notAnImageMessage } });
    }
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    expect(await refusal(Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(2000, 7)]))).toBeInstanceOf(ValidationError);
  });

  it('refuses a PNG or a JPEG whose data is cut short (a dropped upload) as damaged, never a server error', async () => {
    for (const whole of [await noisy(400, 300).png().toBuffer(), await noisy(400, 300).jpeg().toBuffer(), await noisy(400, 300).webp().toBuffer()]) {
      const error = await refusal(whole.subarray(0, Math.floor(whole.byteLength / 2)));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ message: damagedImageMessage });
    }
  });

  it(`refuses more than ${maxImagePixels} pixels from the header, before decoding`, async () => {
    const huge = await sharp({ create: { width: 10_000, height: 5_001, channels: 3, background: 'white' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(await refusal(huge)).toMatchObject({ message: tooManyPixelsMessage });
    // Making the 50-megapixel fixture is the slow part (seconds on a busy machine), not the refusal.
  }, 30_000);

  it('keeps no metadata: the camera’s position is gone, the picture turned as the camera held it', async () => {
    const phone = await phoneJpeg();
    expect(hasGpsPosition((await sharp(phone).metadata()).exif)).toBe(true);
    const kept = await prepareImage(phone);
    const metadata = await sharp(kept.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect({ width: kept.width, height: kept.height }).toEqual({ width: 300, height: 400 });
  });

  it('keeps nothing a file carries after its image: a JPEG with a page appended is re-encoded', async () => {
    const jpeg = await solid(40, 30).jpeg().toBuffer();
    const kept = await prepareImage(Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]));
    expect(Buffer.from(kept.bytes).includes('<html')).toBe(false);
    expect(Buffer.from(kept.bytes).equals(jpeg)).toBe(false);
  });

  it(`makes a WebP thumbnail of ${thumbnailEdge} px on its longest side, never enlarged`, async () => {
    const portrait = (await prepareImage(await solid(1200, 1600).png().toBuffer())).thumbnail;
    expect(portrait).toMatchObject({ width: 240, height: 320 });
    expect((await sharp(portrait.bytes).metadata()).format).toBe('webp');
    expect((await prepareImage(await solid(100, 50).jpeg().toBuffer())).thumbnail).toMatchObject({ width: 100, height: 50 });
  });
});
