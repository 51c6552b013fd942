import { normalizedTrackingNumber } from '../../domain/parcel/parcel-input';

/**
 * A customer's tracking number, reserved for their parcel (DECISIONS.md, "Parcels"): by their
 * declaration or by the warehouse's reception. /suivi finds the customer's parcel through it.
 */
export const trackingReservation = (customerId: string, trackingNumber: string) => `tracking#${customerId}#${normalizedTrackingNumber(trackingNumber)}`;
