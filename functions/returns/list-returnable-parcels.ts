import middy from '@middy/core';
import type { ReturnableParcelView } from '../../domain/return/return-views';
import { returnableParcelsOf } from '../parcels/queries';
import { authenticate, httpPlatform, json, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';

/** The customer's parcels a return may take: received or stored, in no shipment and no return. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'list-returnable-parcels' }))
  .use(authenticate('customer'))
  .handler(async (_event, context) => {
    const parcels = await returnableParcelsOf(sessionOf(context).userId);
    const items: ReturnableParcelView[] = parcels.map((parcel) => ({
      parcelId: parcel.parcelId,
      trackingNumber: parcel.trackingNumber,
      description: parcel.description,
      status: parcel.status,
      carrier: parcel.carrier,
      weightGrams: parcel.weightGrams,
      lengthCm: parcel.lengthCm,
      widthCm: parcel.widthCm,
      heightCm: parcel.heightCm,
      receivedAt: parcel.receivedAt,
    }));
    return json(200, { items });
  });
