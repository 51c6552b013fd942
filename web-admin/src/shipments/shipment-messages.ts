import { quoteStatusLabels, shipmentStatusLabels } from './shipment-status';

/** The shipments' French labels; statuses come from the domain, so both apps say the same. */
export const shipmentMessages = {
  passerelle: {
    shipment: {
      status: { ...shipmentStatusLabels },
      quote_status: { ...quoteStatusLabels },
    },
  },
  resources: {
    expeditions: {
      name: 'Expédition |||| Expéditions',
      fields: {
        requestedAt: 'Demandée le',
        customer: 'Client',
        parcels: 'Colis',
        address: 'Destination',
        service: 'Service',
        quote: 'Total du devis',
        status: 'Statut',
      },
    },
  },
};
