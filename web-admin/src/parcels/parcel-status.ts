import type { ChipProps } from '@mui/material';
import { parcelStatuses } from '../../../events/parcel-events';
import { shownParcelStatuses, type ShownParcelStatus } from '../../../domain/parcel/parcel-labels';

type ChipColor = NonNullable<ChipProps['color']>;

const colors = {
  declared: 'default',
  pending: 'warning',
  received: 'success',
  stored: 'info',
  ready_to_ship: 'primary',
  shipped: 'secondary',
  delivered: 'success',
  returned: 'error',
  in_return: 'warning',
} satisfies Record<ShownParcelStatus, ChipColor>;

const colorByStatus = new Map<string, ChipColor>(Object.entries(colors));

/** Unknown statuses (added by the API later) still display, in the neutral colour. */
export const parcelStatusColor = (status: string): ChipColor => colorByStatus.get(status) ?? 'default';

export const parcelStatusLabelKey = (status: string): string => `passerelle.parcel.status.${status}`;

/** Choices for SelectInput: react-admin translates each `name`. A correction sets a status the warehouse records. */
export const parcelStatusChoices = parcelStatuses.map((status) => ({ id: status, name: parcelStatusLabelKey(status) }));

/** The list's filter offers the statuses as shown: « En retour » lists the parcels a return holds, « Stocké » no longer does. */
export const shownParcelStatusChoices = shownParcelStatuses.map((status) => ({ id: status, name: parcelStatusLabelKey(status) }));
