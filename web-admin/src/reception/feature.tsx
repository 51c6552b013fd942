import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import type { AdminFeature } from '../lib/admin-feature';
import { ReceptionPage, receptionRoute } from '.';

/** Recording a parcel as it arrives: a page of its own, no resource. */
export const receptionFeature: AdminFeature = {
  routes: [{ path: receptionRoute, element: <ReceptionPage /> }],
  menuIcon: MoveToInboxIcon,
};
