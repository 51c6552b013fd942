import { lazy } from 'react';

export const healthRoute = '/sante';
export const HealthPage = lazy(() => import('./HealthPage'));
