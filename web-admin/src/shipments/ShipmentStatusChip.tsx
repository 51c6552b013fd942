import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';
import { shownShipmentStatus } from '../../../domain/shipment/shipment-labels';
import { shipmentStatusColor, shipmentStatusLabelKey } from './shipment-status';

export const ShipmentStatusChip = ({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  return <Chip size={size} color={shipmentStatusColor(status)} label={translate(shipmentStatusLabelKey(status), { _: status })} data-status={status} />;
};

/** The status of the shipment in the record context (list rows). */
export const ShipmentStatusField = (_props: { label?: string }) => {
  const record = useRecordContext<AdminShipmentView>();
  return record ? <ShipmentStatusChip status={shownShipmentStatus(record)} /> : null;
};
