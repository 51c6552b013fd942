import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import type { AdminFeature } from '../lib/admin-feature';
import { HealthPage, healthRoute } from '.';
import { healthMessages } from './health-messages';

/** The server's health over the last 24 h: a page of its own with its menu entry, no resource. */
export const healthFeature: AdminFeature = {
  routes: [{ path: healthRoute, element: <HealthPage /> }],
  menuIcon: MonitorHeartIcon,
  messages: healthMessages,
};
