import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lazy } from 'react';
import type { AdminInvoiceView } from '../../../domain/invoice/invoice-views';

export default {
  list: lazy(() => import('./InvoiceList')),
  icon: ReceiptIcon,
  recordRepresentation: (invoice: AdminInvoiceView) => invoice.number,
};
