import * as z from 'zod';
import { defineEvent } from './define-event';

export const carriers = ['Amazon', 'DHL', 'UPS', 'FedEx', 'Chronopost', 'Colissimo', 'TNT', 'GLS'] as const;
export const carrierSchema = z.enum(carriers);
export type Carrier = z.infer<typeof carrierSchema>;

export const parcelCategories = [
  'electronique',
  'vetements',
  'livre_media',
  'cosmetiques',
  'sport_loisirs',
  'maison_jardin',
  'alimentaire',
  'autre',
] as const;
export const parcelCategorySchema = z.enum(parcelCategories);
export type ParcelCategory = z.infer<typeof parcelCategorySchema>;

export const parcelStatuses = [
  'declared',
  'received',
  'stored',
  'ready_to_ship',
  'shipped',
  'delivered',
  'pending',
  'returned',
] as const;
export const parcelStatusSchema = z.enum(parcelStatuses);
export type ParcelStatus = z.infer<typeof parcelStatusSchema>;

export const parcelSenderSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const parcelDeclared = defineEvent({
  type: 'ParcelDeclared',
  schemaVersion: 1,
  schema: z.object({
    parcelId: z.string().min(1),
    customerId: z.string().min(1),
    sender: parcelSenderSchema,
    carrier: carrierSchema,
    trackingNumber: z.string().min(1),
    description: z.string(),
    category: parcelCategorySchema,
    weightGrams: z.number().int().min(0),
    lengthCm: z.number().min(0),
    widthCm: z.number().min(0),
    heightCm: z.number().min(0),
    declaredValueCents: z.number().int().min(0),
    instructions: z.string(),
  }),
  personalFields: ['sender'],
});

export const parcelReceived = defineEvent({
  type: 'ParcelReceived',
  schemaVersion: 1,
  schema: z.object({
    parcelId: z.string().min(1),
    weightGrams: z.number().int().min(1),
    lengthCm: z.number().min(0),
    widthCm: z.number().min(0),
    heightCm: z.number().min(0),
  }),
});

// --- Photos (issue 9): attached only once the server has re-read the uploaded file and made its thumbnail.
export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const photoContentTypeSchema = z.enum(photoContentTypes);
export type PhotoContentType = z.infer<typeof photoContentTypeSchema>;

const storedImageSchema = z.object({
  key: z.string().min(1),
  contentType: photoContentTypeSchema,
  sizeBytes: z.number().int().min(1),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});

/** Who and when are the envelope's (`actor`, `occurredAt`). */
export const parcelPhotoAttached = defineEvent({
  type: 'ParcelPhotoAttached',
  schemaVersion: 1,
  schema: z.object({
    parcelId: z.string().min(1),
    photoId: z.string().min(1),
    /** the upload it came from: attaching the same upload again changes nothing */
    uploadId: z.string().min(1),
    description: z.string(),
    original: storedImageSchema,
    thumbnail: storedImageSchema,
  }),
});

export const parcelEventDefinitions = [parcelDeclared, parcelReceived, parcelPhotoAttached] as const;
export type ParcelDeclared = { type: 'ParcelDeclared'; data: z.infer<typeof parcelDeclared.schema> };
export type ParcelReceived = { type: 'ParcelReceived'; data: z.infer<typeof parcelReceived.schema> };
export type ParcelPhotoAttached = { type: 'ParcelPhotoAttached'; data: z.infer<typeof parcelPhotoAttached.schema> };
export type ParcelEvent = ParcelDeclared | ParcelReceived | ParcelPhotoAttached;
