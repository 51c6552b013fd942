import GroupIcon from '@mui/icons-material/GroupOutlined';
import { lazy } from 'react';
import { userDisplayName, type User } from './user-schema';

export default {
  list: lazy(() => import('./UserList')),
  icon: GroupIcon,
  recordRepresentation: (user: User) => userDisplayName(user),
};
