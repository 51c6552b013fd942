import ForumIcon from '@mui/icons-material/ForumOutlined';
import type { AdminFeature } from '../lib/admin-feature';
import { SupportInboxPage, supportRoute } from '.';
import { supportMessages } from './support-messages';

/** The support chat's staff side: an inbox page of its own with its menu entry, no resource. */
export const supportFeature: AdminFeature = {
  routes: [{ path: supportRoute, element: <SupportInboxPage /> }],
  menuIcon: ForumIcon,
  messages: supportMessages,
};
