import { lazy } from 'react';

export const purchasesRoute = '/achats';
export const purchaseRoute = (purchaseId: string) => `/achats/${encodeURIComponent(purchaseId)}`;
export const PurchaseQueuePage = lazy(() => import('./PurchaseQueuePage'));
export const PurchasePage = lazy(() => import('./PurchasePage'));
