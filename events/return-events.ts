import * as z from 'zod';
import { defineEvent } from './define-event';
import { storedImageSchema } from './parcel-events';
import { returnReasons, returnTypes, returnUrgencies } from './return-terms';

/**
 * Returns to mainland France, one stream per request (`return-<returnId>`): the customer asks for one of
 * their parcels to go back to its merchant; staff receive it at the return warehouse, send it to the
 * merchant with a carrier's number, and close the request, or refuse it with a reason. A paid request
 * waits for Stripe's webhook before it is requested; an abandoned checkout ends it unseen.
 */
export { returnReasons, returnTypes, returnUrgencies } from './return-terms';
export type { ReturnReason, ReturnType } from './return-terms';

export const returnPhotoSchema = z.object({
  photoId: z.string().min(1),
  original: storedImageSchema,
  thumbnail: storedImageSchema,
});
export type ReturnPhoto = z.infer<typeof returnPhotoSchema>;

/**
 * The request as the customer filled it and the server priced it: `costCents` is `returnCostCents` of
 * the recorded weight, dimensions and urgency (the auditors recompute it). `paymentId` names the card
 * payment that must succeed before the request counts, null when the return is free.
 */
export const returnRequestOpened = defineEvent({
  type: 'ReturnRequestOpened',
  schemaVersion: 1,
  schema: z.object({
    returnId: z.string().min(1),
    reference: z.string().min(1),
    customerId: z.string().min(1),
    parcelId: z.string().min(1),
    parcelTrackingNumber: z.string().min(1),
    type: z.enum(returnTypes),
    reason: z.enum(returnReasons),
    urgency: z.enum(returnUrgencies),
    description: z.string(),
    weightGrams: z.number().int().min(1),
    lengthCm: z.number().min(0).nullable(),
    widthCm: z.number().min(0).nullable(),
    heightCm: z.number().min(0).nullable(),
    costCents: z.number().int().min(0),
    paymentId: z.string().min(1).nullable(),
    photos: z.array(returnPhotoSchema).max(5),
  }),
});

/** The request counts from now: at once when free, when Stripe confirmed its payment otherwise. The parcel leaves storage. */
export const returnRequested = defineEvent({
  type: 'ReturnRequested',
  schemaVersion: 1,
  schema: z.object({ returnId: z.string().min(1), paymentId: z.string().min(1).nullable() }),
});

/** The checkout expired or could not open: the request never counted, the parcel stays in storage. */
export const returnCheckoutAbandoned = defineEvent({
  type: 'ReturnCheckoutAbandoned',
  schemaVersion: 1,
  schema: z.object({ returnId: z.string().min(1), paymentId: z.string().min(1), reason: z.string().min(1) }),
});

export const returnReceivedAtWarehouse = defineEvent({
  type: 'ReturnReceivedAtWarehouse',
  schemaVersion: 1,
  schema: z.object({ returnId: z.string().min(1) }),
});

export const returnSentToMerchant = defineEvent({
  type: 'ReturnSentToMerchant',
  schemaVersion: 1,
  schema: z.object({ returnId: z.string().min(1), carrier: z.string().min(1), trackingNumber: z.string().min(1) }),
});

export const returnClosed = defineEvent({
  type: 'ReturnClosed',
  schemaVersion: 1,
  schema: z.object({ returnId: z.string().min(1) }),
});

/** Staff refuse the request with a reason; a paid one is refunded whole (`refundCents`, asked of Stripe by a reaction). */
export const returnRefused = defineEvent({
  type: 'ReturnRefused',
  schemaVersion: 1,
  schema: z.object({ returnId: z.string().min(1), reason: z.string().min(1), refundCents: z.number().int().min(0), paymentId: z.string().min(1).nullable() }),
});

export const returnEventDefinitions = [
  returnRequestOpened,
  returnRequested,
  returnCheckoutAbandoned,
  returnReceivedAtWarehouse,
  returnSentToMerchant,
  returnClosed,
  returnRefused,
] as const;

type EventOf<Definition> = Definition extends { type: infer Type; schema: infer Schema extends z.ZodType } ? { type: Type; data: z.infer<Schema> } : never;
export type ReturnRequestOpened = EventOf<typeof returnRequestOpened>;
export type ReturnRequested = EventOf<typeof returnRequested>;
export type ReturnCheckoutAbandoned = EventOf<typeof returnCheckoutAbandoned>;
export type ReturnReceivedAtWarehouse = EventOf<typeof returnReceivedAtWarehouse>;
export type ReturnSentToMerchant = EventOf<typeof returnSentToMerchant>;
export type ReturnClosed = EventOf<typeof returnClosed>;
export type ReturnRefused = EventOf<typeof returnRefused>;
export type ReturnEvent = EventOf<(typeof returnEventDefinitions)[number]>;
