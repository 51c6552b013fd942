import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { lazy } from 'react';
import { customerFullName, type Customer } from './customer-schema';

export default {
  show: lazy(() => import('./CustomerShow')),
  icon: PeopleIcon,
  recordRepresentation: (customer: Customer) => customerFullName(customer),
};
