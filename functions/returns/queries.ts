import { reservationOf } from '../platform/reservations';

/**
 * One return at a time per parcel: held while the request is written, then until it ends (abandoned or
 * refused). Stated here, apart from the return commands, so that a reader of the hold (the storage job)
 * loads none of the HTTP handlers' modules.
 */
export const returnParcelKey = (parcelId: string) => `return-parcel#${parcelId}`;

/**
 * What other aggregates may read of returns. Whether a return request holds the parcel, as its
 * reservation says it at once (the parcel's own events follow through the bus).
 */
export const parcelHeldByReturn = async (parcelId: string): Promise<boolean> => (await reservationOf(returnParcelKey(parcelId))) !== undefined;
