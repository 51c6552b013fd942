import type { ChipProps } from '@mui/material';
import { parcelStatuses } from '../../../events/parcel-events';
import type { ShownParcelStatus } from '../../../domain/parcel/parcel-labels';

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

/** Choices for SelectInput: react-admin translates each `name`. */
export const parcelStatusChoices = parcelStatuses.map((status) => ({ id: status, name: parcelStatusLabelKey(status) }));
