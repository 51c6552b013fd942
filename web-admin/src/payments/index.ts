import PaymentsIcon from '@mui/icons-material/CreditCardOutlined';
import { lazy } from 'react';
import type { AdminPaymentView } from '../../../domain/payment/payment-views';

export default {
  list: lazy(() => import('./PaymentList')),
  icon: PaymentsIcon,
  recordRepresentation: (payment: AdminPaymentView) => payment.label,
};
