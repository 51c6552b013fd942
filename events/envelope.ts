import * as z from 'zod';

export const ulidSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'identifiant ULID invalide');

export const actorSchema = z.object({
  kind: z.enum(['customer', 'admin', 'system', 'stripe']),
  id: z.string().min(1),
});
export type Actor = z.infer<typeof actorSchema>;

export const streamTypes = ['parcel', 'customer', 'contact', 'newsletter', 'shipment', 'subscription', 'payment', 'invoicing', 'return', 'purchase', 'support', 'notification'] as const;
export const streamTypeSchema = z.enum(streamTypes);
export type StreamType = z.infer<typeof streamTypeSchema>;

/** What every stored event carries besides its payload. */
export const envelopeMetaSchema = z.object({
  eventId: ulidSchema,
  streamId: z.string().min(3),
  streamType: streamTypeSchema,
  version: z.number().int().min(1),
  schemaVersion: z.number().int().min(1),
  occurredAt: z.iso.datetime(),
  actor: actorSchema,
  correlationId: z.string().min(1),
  causationId: z.string().min(1).nullable(),
  commandId: z.string().min(1),
});
export type EnvelopeMeta = z.infer<typeof envelopeMetaSchema>;

export const streamIdOf = (streamType: StreamType, id: string): string => `${streamType}-${id}`;

/** The type of a stream, read from its id (`parcel-<id>` is a parcel stream): stored once, in the id. */
export const streamTypeOf = (streamId: string): StreamType => streamTypeSchema.parse(streamId.slice(0, streamId.indexOf('-')));
