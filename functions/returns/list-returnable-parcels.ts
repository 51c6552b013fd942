import middy from '@middy/core';
import type { ReturnableParcelView } from '../../domain/return/return-views';
import { returnableParcelsOf } from '../parcels/queries';
import { authenticate, httpPlatform, json, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { getRows } from '../platform/read-models';
import { returnsProjection } from './returns-projection';

/** The customer's parcels a return may take: received or stored, in no shipment and in no return that counts. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext>()
  .use(httpPlatform({ name: 'list-returnable-parcels' }))
  .use(authenticate('customer'))
  .handler(async (_event, context) => {
    const all = await returnableParcelsOf(sessionOf(context).userId);
    // A parcel held by a request still waiting for its payment is offered again: asking anew replaces that request.
    const held = await getRows(returnsProjection, [...new Set(all.flatMap((parcel) => (parcel.returnId ? [parcel.returnId] : [])))]);
    const unpaid = new Set(held.filter((row) => row.status === 'awaiting_payment').map((row) => row.returnId));
    const parcels = all.filter((parcel) => parcel.returnId === null || unpaid.has(parcel.returnId));
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
