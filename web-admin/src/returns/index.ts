import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import { lazy } from 'react';
import type { AdminReturnView } from '../../../domain/return/return-views';

export default {
  list: lazy(() => import('./ReturnList')),
  show: lazy(() => import('./ReturnShow')),
  icon: AssignmentReturnIcon,
  recordRepresentation: (request: AdminReturnView) => `Retour ${request.reference}`,
};
