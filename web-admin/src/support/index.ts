import { lazy } from 'react';

export const supportRoute = '/support';
export const SupportInboxPage = lazy(() => import('./SupportInboxPage'));
