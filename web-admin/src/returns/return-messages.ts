import { returnStatusLabels } from '../../../domain/return/return-request';

/** The returns' French labels; statuses come from the domain, so both apps say the same. */
export const returnMessages = {
  passerelle: { return: { status: { ...returnStatusLabels } } },
  resources: {
    retours: {
      name: 'Retour |||| Retours',
      fields: { requestedAt: 'Demandé le', reference: 'Référence', customer: 'Client', parcel: 'Colis', urgency: 'Urgence', status: 'Statut', costCents: 'Frais' },
    },
  },
};
