import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { lazy } from 'react';
import type { AdminParcel } from './parcel-schema';

export default {
  list: lazy(() => import('./ParcelList')),
  show: lazy(() => import('./ParcelShow')),
  icon: Inventory2Icon,
  recordRepresentation: (parcel: AdminParcel) => parcel.trackingNumber,
};
