import { parcelStatusLabel } from '@domain/parcel/parcel-labels';

export const StatusBadge = ({ status }: { status: string }) => (
  <span className={`badge badge--status badge--${status.replace(/[^a-z_]/g, '')}`}>{parcelStatusLabel(status)}</span>
);
