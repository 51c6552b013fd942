import { lazy } from 'react';

export { receptionPath as receptionRoute } from './reception-path';
export const ReceptionPage = lazy(() => import('./ReceptionPage'));
