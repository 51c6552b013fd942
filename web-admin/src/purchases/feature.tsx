import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined';
import type { AdminFeature } from '../lib/admin-feature';
import { PurchasePage, PurchaseQueuePage, purchasesRoute } from '.';
import { purchaseMessages } from './purchase-messages';

/** Buy for me: the staff queue and a page per request with its steps; pages of their own, no resource. */
export const purchasesFeature: AdminFeature = {
  routes: [
    { path: purchasesRoute, element: <PurchaseQueuePage /> },
    { path: `${purchasesRoute}/:purchaseId`, element: <PurchasePage /> },
  ],
  menuIcon: ShoppingBagIcon,
  messages: purchaseMessages,
};
