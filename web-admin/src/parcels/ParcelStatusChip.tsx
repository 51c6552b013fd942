import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminParcel } from './parcel-schema';
import { parcelStatusColor, parcelStatusLabelKey } from './parcel-status';

export const ParcelStatusChip = ({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  return (
    <Chip
      size={size}
      color={parcelStatusColor(status)}
      label={translate(parcelStatusLabelKey(status), { _: status })}
      data-status={status}
    />
  );
};

/** The status of the parcel in the record context (list rows, show page). */
export const ParcelStatusField = ({ size }: { size?: ChipProps['size'] }) => {
  const record = useRecordContext<AdminParcel>();
  if (!record) return null;
  return <ParcelStatusChip status={record.status} size={size} />;
};
