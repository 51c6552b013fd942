import type { MeView } from '@domain/customer/customer-views';
import type { CustomerParcelView } from '@domain/parcel/parcel-views';
import type { ShippingService } from '@domain/pricing/rate-card';
import type * as z from 'zod';
import type { shippingAddressInputSchema } from '@domain/shipment/shipment-input';
import type { EstimatedParcel } from '@domain/shipment/estimate';
import { territories, type Territory } from '@events/territories';

/**
 * What the request form holds while the person fills it: the schema's input, the destination
 * empty until chosen (a profile may have none).
 */
export type RequestFormValues = {
  parcelIds: string[];
  address: Omit<z.input<typeof shippingAddressInputSchema>, 'destination'> & { destination: Territory | '' };
  service: ShippingService;
};

const territoryOf = (value: string | null): Territory | '' => territories.find((territory) => territory === value) ?? '';

/** The customer's own address from their profile, to start from (every field stays editable). */
export const defaultRequestValues = (customer: MeView, parcelId: string): RequestFormValues => ({
  parcelIds: [parcelId],
  address: {
    recipientName: `${customer.firstName} ${customer.lastName}`.trim(),
    line1: customer.address,
    line2: '',
    postalCode: customer.postalCode,
    city: customer.city,
    destination: territoryOf(customer.territory),
    phone: customer.phone,
  },
  service: 'standard',
});

/** A parcel that can leave: stored in the warehouse and in no request yet. */
export const isShippable = (parcel: CustomerParcelView): boolean => parcel.status === 'stored' && parcel.shipmentId === null;

/** A parcel as the estimate prices it: its measures at reception (the declared ones if it was not weighed). */
export const estimatedParcelOf = (parcel: CustomerParcelView): EstimatedParcel => ({
  weightGrams: parcel.weightGrams ?? parcel.declaredWeightGrams,
  lengthCm: parcel.lengthCm ?? parcel.declaredLengthCm,
  widthCm: parcel.widthCm ?? parcel.declaredWidthCm,
  heightCm: parcel.heightCm ?? parcel.declaredHeightCm,
});

export const requestFormFields = ['parcelIds', 'address.recipientName', 'address.line1', 'address.line2', 'address.postalCode', 'address.city', 'address.destination', 'address.phone', 'service'] as const;
