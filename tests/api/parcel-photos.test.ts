import { randomBytes, randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../infra/local/api-client';
import type { AttachedPhotoResult, PhotoUploadTicket } from '../../domain/parcel/parcel-photos';
import { registeredCustomer } from '../support/accounts';
import { eventually } from '../support/eventually';
import { declaration } from '../support/fixtures';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');
const megabyte = 1024 * 1024;

type Problem = { detail: string };
type PhotoView = AttachedPhotoResult['photo'];
type ParcelWithPhotos = { parcelId: string; photoCount: number; photos?: PhotoView[]; firstThumbnailUrl?: string | null };

const jpeg = () => sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
const png = () => sharp({ create: { width: 600, height: 900, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 1 } } }).png().toBuffer();
/** Noise does not compress: a real PNG of at least `bytes`. */
const largePng = async (bytes: number) => {
  const edge = Math.ceil(Math.sqrt(bytes / 3)) + 16;
  const image = await sharp(randomBytes(edge * edge * 3), { raw: { width: edge, height: edge, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  expect(image.byteLength).toBeGreaterThan(bytes);
  return image;
};
/** A Windows program, named and announced as a photo. */
const renamedExe = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), randomBytes(4096)]);

const s3 = () =>
  new S3Client({
    region: 'eu-west-3',
    endpoint: runtime.environment.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
const keysUnder = async (prefix: string): Promise<string[]> => {
  const listed = await s3().send(new ListObjectsV2Command({ Bucket: runtime.environment.FILES_BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
};

const base = (admin: boolean, parcelId: string) => `${admin ? '/admin/api' : '/api'}/parcels/${parcelId}/photos`;

/** Step 1 and 2: a link for the declared type and size, then the file sent to it as a browser does. */
const upload = async (client: ApiClient, parcelId: string, file: Buffer, declared: { contentType?: string; size?: number; description?: string; admin?: boolean } = {}) => {
  const ticket = await client.post<PhotoUploadTicket>(`${base(declared.admin ?? false, parcelId)}/uploads`, {
    fileName: 'photo.jpg',
    contentType: declared.contentType ?? 'image/jpeg',
    size: declared.size ?? file.byteLength,
    ...(declared.description === undefined ? {} : { description: declared.description }),
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const put = await fetch(ticket.body.url, { method: 'PUT', headers: ticket.body.headers, body: new Uint8Array(file) });
  expect(put.status).toBe(200);
  return ticket.body;
};

/** Step 3. */
const attach = (client: ApiClient, parcelId: string, uploadId: string, admin = false) =>
  client.post<AttachedPhotoResult & Problem>(base(admin, parcelId), { uploadId });

describe('parcel photos that cannot be faked', () => {
  let customer: ApiClient;
  let admin: ApiClient;
  let stranger: ApiClient;
  let parcelId: string;

  beforeAll(async () => {
    ({ customer, admin } = await signInDemoAccounts(runtime));
    ({ client: stranger } = await registeredCustomer(runtime));
    const declared = await customer.post<{ parcelId: string }>('/api/parcels', declaration());
    expect(declared.status).toBe(201);
    parcelId = declared.body.parcelId;
  }, 60_000);

  it('attaches a JPEG and a PNG sent at once, each with a WebP thumbnail of 320 px at most, and lists their count', async () => {
    const [jpegTicket, pngTicket] = await Promise.all([
      jpeg().then((file) => upload(customer, parcelId, file, { description: 'Carton à l’arrivée' })),
      png().then((file) => upload(customer, parcelId, file, { contentType: 'image/png' })),
    ]);
    const [jpegAttached, pngAttached] = await Promise.all([attach(customer, parcelId, jpegTicket.uploadId), attach(customer, parcelId, pngTicket.uploadId)]);
    expect(jpegAttached.status, JSON.stringify(jpegAttached.body)).toBe(201);
    expect(pngAttached.status, JSON.stringify(pngAttached.body)).toBe(201);
    expect(jpegAttached.body.photo).toMatchObject({ description: 'Carton à l’arrivée', contentType: 'image/jpeg', width: 1600, height: 1200, attachedBy: 'customer' });
    expect(pngAttached.body.photo).toMatchObject({ description: '', contentType: 'image/png', width: 600, height: 900 });

    for (const photo of [jpegAttached.body.photo, pngAttached.body.photo]) {
      const thumbnail = await fetch(photo.thumbnailUrl);
      expect(thumbnail.status).toBe(200);
      const metadata = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
      expect(metadata.format).toBe('webp');
      expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(320);
    }
    // The uploads are gone once attached; the photos live under photos/.
    expect(await keysUnder(`uploads/${parcelId}/`)).toEqual([]);
    expect((await keysUnder(`photos/${parcelId}/`)).sort()).toEqual(
      [
        `photos/${parcelId}/${jpegTicket.uploadId}.jpg`,
        `photos/${parcelId}/${jpegTicket.uploadId}-thumb.webp`,
        `photos/${parcelId}/${pngTicket.uploadId}.png`,
        `photos/${parcelId}/${pngTicket.uploadId}-thumb.webp`,
      ].sort(),
    );

    const listed = await eventually(async () => {
      const list = await customer.get<{ items: ParcelWithPhotos[] }>('/api/parcels');
      const found = list.body.items.find((parcel) => parcel.parcelId === parcelId);
      expect(found?.photoCount).toBe(2);
      return found;
    });
    expect(listed?.photos).toBeUndefined();
    const firstThumbnail = await fetch(listed?.firstThumbnailUrl ?? '');
    expect(firstThumbnail.status).toBe(200);
    expect(firstThumbnail.headers.get('content-type')).toBe('image/webp');
    const staffList = await admin.get<{ items: (ParcelWithPhotos & { id: string })[] }>(`/admin/api/parcels?filter=${encodeURIComponent(JSON.stringify({ id: [parcelId] }))}`);
    expect(staffList.body.items[0]).toMatchObject({ id: parcelId, photoCount: 2 });
    expect(new URL(staffList.body.items[0]?.firstThumbnailUrl ?? '').searchParams.get('X-Amz-Expires')).toBe('300');
  });

  it('gives the owner short-lived links to the thumbnail and the full image, in the view of the parcel', async () => {
    const mine = await eventually(async () => {
      const parcel = await customer.get<ParcelWithPhotos>(`/api/parcels/${parcelId}`);
      expect(parcel.body.photos).toHaveLength(2);
      return parcel.body;
    });
    for (const photo of mine.photos ?? []) {
      for (const link of [photo.thumbnailUrl, photo.url]) {
        expect(new URL(link).searchParams.get('X-Amz-Expires')).toBe('300');
        expect(new URL(link).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      }
      const full = await fetch(photo.url);
      expect(full.status).toBe(200);
      expect(full.headers.get('content-type')).toBe(photo.contentType);
      expect((await full.arrayBuffer()).byteLength).toBe(photo.sizeBytes);
    }
  });

  it('does not attach the same upload twice when the attachment is retried', async () => {
    const ticket = await upload(customer, parcelId, await jpeg());
    const first = await attach(customer, parcelId, ticket.uploadId);
    expect(first.status).toBe(201);
    // Another Idempotency-Key (the client draws one per call): the upload itself is recognised.
    const again = await attach(customer, parcelId, ticket.uploadId);
    expect(again.status).toBe(200);
    expect(again.body.photo.photoId).toBe(first.body.photo.photoId);
    const sameKey = await customer.request<AttachedPhotoResult>('POST', base(false, parcelId), { json: { uploadId: ticket.uploadId }, idempotencyKey: `retry-${ticket.uploadId}` });
    const sameKeyAgain = await customer.request<AttachedPhotoResult>('POST', base(false, parcelId), { json: { uploadId: ticket.uploadId }, idempotencyKey: `retry-${ticket.uploadId}` });
    expect([sameKey.status, sameKeyAgain.status]).toEqual([200, 200]);
    const parcel = await eventually(async () => {
      const view = await customer.get<ParcelWithPhotos>(`/api/parcels/${parcelId}`);
      expect(view.body.photoCount).toBe(3);
      return view.body;
    });
    expect(parcel.photos?.filter((photo) => photo.photoId === ticket.uploadId)).toHaveLength(1);
  });

  it('refuses an .exe renamed .jpg, deletes it, and attaches nothing', async () => {
    const ticket = await upload(customer, parcelId, renamedExe());
    const refused = await attach(customer, parcelId, ticket.uploadId);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body.detail).toBe('Veuillez sélectionner une image');
    expect(await keysUnder(`uploads/${parcelId}/${ticket.uploadId}`)).toEqual([]);
    expect(await keysUnder(`photos/${parcelId}/${ticket.uploadId}`)).toEqual([]);
    // Refused, it is gone: attaching it again finds nothing.
    expect((await attach(customer, parcelId, ticket.uploadId)).status).toBe(404);
  });

  it('lets the site’s pages send the file to the bucket (CORS preflight of the upload link)', async () => {
    const ticket = await customer.post<PhotoUploadTicket>(`${base(false, parcelId)}/uploads`, { fileName: 'a.jpg', contentType: 'image/jpeg', size: 1000 });
    // S3 holds the browser to the announced type and size: both headers are in the signature.
    const signed = new URL(ticket.body.url).searchParams;
    expect(signed.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(signed.get('X-Amz-Expires')).toBe('600');
    expect(new URL(ticket.body.url).pathname).toBe(`/${runtime.environment.FILES_BUCKET}/uploads/${parcelId}/${ticket.body.uploadId}`);
    const preflight = (origin: string) =>
      fetch(ticket.body.url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' } });
    const fromSite = await preflight(runtime.site);
    expect(fromSite.status).toBe(200);
    // The stand-in answers a matched preflight with `*`; only the rule's origin matches.
    expect(fromSite.headers.get('access-control-allow-origin')).not.toBeNull();
    expect(fromSite.headers.get('access-control-allow-methods')).toContain('PUT');
    expect((await preflight('https://ailleurs.example')).status).toBe(403);
  });

  it('refuses a file announced as something else than an image before giving any link', async () => {
    const refused = await customer.post<Problem>(`${base(false, parcelId)}/uploads`, { fileName: 'setup.exe', contentType: 'application/x-msdownload', size: 1000 });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Veuillez sélectionner une image');
    const tooLong = await customer.post<Problem>(`${base(false, parcelId)}/uploads`, { fileName: 'a.jpg', contentType: 'image/jpeg', size: 1000, description: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('200 caractères');
  });

  it('refuses a 6 MB customer photo, announced (no link) or sent under a smaller announced size (deleted)', async () => {
    const announced = await customer.post<Problem>(`${base(false, parcelId)}/uploads`, { fileName: 'a.png', contentType: 'image/png', size: 6 * megabyte });
    expect(announced.status).toBe(400);
    expect(JSON.stringify(announced.body)).toContain("L'image doit faire moins de 5MB");

    const big = await largePng(6 * megabyte);
    // The local stand-in does not hold the browser to the signed size, as S3 would: the server re-checks.
    const ticket = await upload(customer, parcelId, big, { contentType: 'image/png', size: 1000 });
    const refused = await attach(customer, parcelId, ticket.uploadId);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe("L'image doit faire moins de 5MB");
    expect(await keysUnder(`uploads/${parcelId}/${ticket.uploadId}`)).toEqual([]);
    expect(await keysUnder(`photos/${parcelId}/${ticket.uploadId}`)).toEqual([]);
  }, 30_000);

  it('lets staff attach a photo of 7 MB to any parcel, and refuses one of 11 MB (deleted)', async () => {
    const seven = await largePng(7 * megabyte);
    const ticket = await upload(admin, parcelId, seven, { contentType: 'image/png', admin: true, description: 'Réception' });
    const attached = await attach(admin, parcelId, ticket.uploadId, true);
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
    expect(attached.body.photo).toMatchObject({ attachedBy: 'staff', description: 'Réception' });
    const staffView = await eventually(async () => {
      const view = await admin.get<ParcelWithPhotos>(`/admin/api/parcels/${parcelId}`);
      expect(view.body.photoCount).toBe(4);
      return view.body;
    });
    expect(staffView.photos?.map((photo) => photo.photoId)).toContain(ticket.uploadId);

    const eleven = await largePng(11 * megabyte);
    const bigTicket = await upload(admin, parcelId, eleven, { contentType: 'image/png', admin: true, size: 1000 });
    const refused = await attach(admin, parcelId, bigTicket.uploadId, true);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe("L'image doit faire moins de 10MB");
    expect(await keysUnder(`uploads/${parcelId}/${bigTicket.uploadId}`)).toEqual([]);
    expect(await keysUnder(`photos/${parcelId}/${bigTicket.uploadId}`)).toEqual([]);
  }, 60_000);

  it("answers another customer 404, as for an unknown parcel, for the upload, the attachment and the photos' links", async () => {
    const unknown = await stranger.post<Problem>(`${base(false, `inconnu${randomUUID().slice(0, 8)}`)}/uploads`, { fileName: 'a.jpg', contentType: 'image/jpeg', size: 1000 });
    expect(unknown.status).toBe(404);

    const uploadForA = await stranger.post<Problem>(`${base(false, parcelId)}/uploads`, { fileName: 'a.jpg', contentType: 'image/jpeg', size: 1000 });
    expect(uploadForA.status).toBe(404);
    expect(uploadForA.body.detail).toBe(unknown.body.detail);

    // A's own pending upload, attached by B: refused, and left for A.
    const ticket = await upload(customer, parcelId, await jpeg());
    const attachForA = await attach(stranger, parcelId, ticket.uploadId);
    expect(attachForA.status).toBe(404);
    expect(attachForA.body.detail).toBe(unknown.body.detail);
    expect(await keysUnder(`uploads/${parcelId}/${ticket.uploadId}`)).toHaveLength(2);

    const view = await stranger.get<Problem>(`/api/parcels/${parcelId}`);
    expect(view.status).toBe(404);
    expect(view.body.detail).toBe(unknown.body.detail);
    expect(JSON.stringify(view.body)).not.toContain('X-Amz');

    // Nor through the back office's routes.
    expect((await stranger.post(`${base(true, parcelId)}/uploads`, { fileName: 'a.jpg', contentType: 'image/jpeg', size: 1000 })).status).toBe(403);
    expect((await attach(stranger, parcelId, ticket.uploadId, true)).status).toBe(403);
  });
});

describe('what is kept of a photo, whoever sends it', () => {
  let customer: ApiClient;
  let admin: ApiClient;

  /** A parcel of its own: each test counts its photos from zero. */
  const newParcel = async () => {
    const declared = await customer.post<{ parcelId: string }>('/api/parcels', declaration());
    expect(declared.status).toBe(201);
    return declared.body.parcelId;
  };
  /** A phone's photo: its EXIF holds the GPS position where it was taken (the GPS IFD's pointer, tag 0x8825). */
  const phonePhoto = () =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 140, b: 90 } } })
      .withExif({ IFD0: { Make: 'Téléphone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' } })
      .jpeg()
      .toBuffer();
  const hasGpsPosition = (exif: Buffer | undefined) => exif?.toString('hex').includes('2588') ?? false;
  /** Noise: cutting the file in half cuts real image data. */
  const noisy = () => sharp(randomBytes(600 * 400 * 3), { raw: { width: 600, height: 400, channels: 3 } });
  const senders = [
    ['a customer', false],
    ['staff', true],
  ] as const;

  beforeAll(async () => {
    ({ customer, admin } = await signInDemoAccounts(runtime));
  }, 60_000);

  it.each(senders)('keeps no GPS position of a photo sent by %s, nor a page appended to a JPEG; its link says nosniff and the type', async (_who, byStaff) => {
    const parcelId = await newParcel();
    const client = byStaff ? admin : customer;
    const phone = await phonePhoto();
    expect(hasGpsPosition((await sharp(phone).metadata()).exif)).toBe(true);
    const withPage = Buffer.concat([await jpeg(), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    for (const file of [phone, withPage]) {
      const ticket = await upload(client, parcelId, file, { admin: byStaff });
      const attached = await attach(client, parcelId, ticket.uploadId, byStaff);
      expect(attached.status, JSON.stringify(attached.body)).toBe(201);
      const original = await fetch(attached.body.photo.url);
      expect(original.status).toBe(200);
      expect(original.headers.get('x-content-type-options')).toBe('nosniff');
      expect(original.headers.get('content-type')).toBe('image/jpeg');
      const kept = Buffer.from(await original.arrayBuffer());
      expect(hasGpsPosition((await sharp(kept).metadata()).exif)).toBe(false);
      expect(kept.includes('<html')).toBe(false);
      expect(kept.equals(file)).toBe(false);
    }
  }, 60_000);

  it.each(senders)('refuses a PNG or a JPEG cut short sent by %s with a French message, and removes the upload', async (_who, byStaff) => {
    const parcelId = await newParcel();
    const client = byStaff ? admin : customer;
    for (const [whole, contentType] of [
      [await noisy().png().toBuffer(), 'image/png'],
      [await noisy().jpeg().toBuffer(), 'image/jpeg'],
    ] as const) {
      const ticket = await upload(client, parcelId, whole.subarray(0, Math.floor(whole.byteLength / 2)), { contentType, admin: byStaff });
      const refused = await attach(client, parcelId, ticket.uploadId, byStaff);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.detail).toBe('Cette image est incomplète ou endommagée : envoyez-la à nouveau.');
      expect(await keysUnder(`uploads/${parcelId}/${ticket.uploadId}`)).toEqual([]);
      expect(await keysUnder(`photos/${parcelId}/${ticket.uploadId}`)).toEqual([]);
    }
  }, 60_000);

  it('attaches 10 photos sent at once to one parcel, every one of them', async () => {
    const parcelId = await newParcel();
    const file = await jpeg();
    const tickets = await Promise.all(Array.from({ length: 10 }, () => upload(customer, parcelId, file)));
    const attached = await Promise.all(tickets.map((ticket) => attach(customer, parcelId, ticket.uploadId)));
    expect(attached.map((answer) => answer.status), JSON.stringify(attached.map((answer) => answer.body.detail))).toEqual(tickets.map(() => 201));
    await eventually(async () => {
      const view = await customer.get<ParcelWithPhotos>(`/api/parcels/${parcelId}`);
      expect(view.body.photoCount).toBe(10);
    });
  }, 60_000);
});
