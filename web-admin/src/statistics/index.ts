import { lazy } from 'react';

export const statisticsRoute = '/statistiques';
export const StatisticsPage = lazy(() => import('./StatisticsPage'));
