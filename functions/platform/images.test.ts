import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkImage, makeThumbnail, thumbnailEdge } from './images';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 90, g: 160, b: 30 } } });

describe('images: what a file really is', () => {
  it('recognises JPEG, PNG and WebP by their bytes, with their size in pixels', async () => {
    expect(await checkImage(await solid(40, 30).jpeg().toBuffer())).toEqual({ contentType: 'image/jpeg', extension: 'jpg', width: 40, height: 30 });
    expect(await checkImage(await solid(40, 30).png().toBuffer())).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(await checkImage(await solid(40, 30).webp().toBuffer())).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
  });

  it('refuses a program, a GIF, text, and a JPEG header followed by garbage', async () => {
    expect(await checkImage(Buffer.from('MZ\x90\x00 un programme Windows', 'latin1'))).toBeUndefined();
    expect(await checkImage(await solid(10, 10).gif().toBuffer())).toBeUndefined();
    expect(await checkImage(Buffer.from('bonjour'))).toBeUndefined();
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    expect(await checkImage(Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(2000, 7)]))).toBeUndefined();
  });

  it(`makes a WebP thumbnail of ${thumbnailEdge} px on its longest side, never enlarged`, async () => {
    const portrait = await makeThumbnail(await solid(1200, 1600).png().toBuffer());
    expect(portrait).toMatchObject({ width: 240, height: 320 });
    expect((await sharp(portrait.bytes).metadata()).format).toBe('webp');
    expect(await makeThumbnail(await solid(100, 50).jpeg().toBuffer())).toMatchObject({ width: 100, height: 50 });
  });
});
