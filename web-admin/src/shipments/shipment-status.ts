import type { ChipProps } from '@mui/material';
import { shipmentStatuses, type QuoteStatus, type ShipmentStatus } from '../../../domain/shipment/shipment';
import { quoteOutcomeLabels, waivedLabel } from '../../../domain/shipment/shipment-labels';

type ChipColor = NonNullable<ChipProps['color']>;

/** The queue's words for each status of a shipment. */
export const shipmentStatusLabels = {
  requested: 'À traiter',
  cancelled: 'Annulée',
  quoted: 'Devis envoyé',
  cleared: 'Payée',
  labelled: 'Étiquette créée',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  // cleared by a waiver (`shownShipmentStatus`): the customer reads the same words
  waived: waivedLabel,
} satisfies Record<ShipmentStatus | 'waived', string>;

export const quoteStatusLabels = {
  pending: 'En attente de paiement',
  ...quoteOutcomeLabels,
} satisfies Record<QuoteStatus, string>;

const colors = {
  requested: 'warning',
  cancelled: 'default',
  quoted: 'info',
  cleared: 'primary',
  waived: 'primary',
  labelled: 'secondary',
  shipped: 'secondary',
  delivered: 'success',
} satisfies Record<ShipmentStatus | 'waived', ChipColor>;

const colorByStatus = new Map<string, ChipColor>(Object.entries(colors));

/** Unknown statuses (added by the API later) still display, raw and in the neutral colour. */
export const shipmentStatusColor = (status: string): ChipColor => colorByStatus.get(status) ?? 'default';
export const shipmentStatusLabelKey = (status: string): string => `passerelle.shipment.status.${status}`;
export const quoteStatusLabelKey = (status: string): string => `passerelle.shipment.quote_status.${status}`;

/** Choices of the queue's status filter: react-admin translates each `name`. */
export const shipmentStatusChoices = shipmentStatuses.map((status) => ({ id: status, name: shipmentStatusLabelKey(status) }));
