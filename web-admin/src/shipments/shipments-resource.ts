/** The back office's page of shipments is /admin/expeditions; its API is /admin/api/shipments (see the data provider). */
export const shipmentsResource = 'expeditions';

/** The spec's queue of parcels to process (spec 3, section 2.6) is the queue of shipment requests. */
export const specProcessingQueuePath = '/colis-recus';
