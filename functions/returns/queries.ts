import { reservationOf } from '../platform/reservations';
import { returnParcelKey } from './return-command';

/**
 * What other aggregates may read of returns. Whether a return request holds the parcel, as its
 * reservation says it at once (the parcel's own events follow through the bus).
 */
export const parcelHeldByReturn = async (parcelId: string): Promise<boolean> => (await reservationOf(returnParcelKey(parcelId))) !== undefined;
