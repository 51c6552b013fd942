import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { lazy } from 'react';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';
import { customerLabel } from './shipment-summary';

export default {
  list: lazy(() => import('./ShipmentList')),
  show: lazy(() => import('./ShipmentShow')),
  icon: LocalShippingIcon,
  recordRepresentation: (shipment: AdminShipmentView) => `Expédition de ${customerLabel(shipment)}`,
};
