import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { AdminPaymentView } from '../../../domain/payment/payment-views';
import type { PasserelleDataProvider } from '../providers/data-provider';
import { paymentsResource } from './payment-messages';
import { paymentsCsv } from './payments-csv';

const count = new Intl.NumberFormat('fr-FR');

/** "Exporter": every payment of the filtered list, in its order, page after page through the API's cursor; nothing is downloaded unless all came. */
export const PaymentExportButton = () => {
  const { filterValues, sort, total } = useListContext<AdminPaymentView>();
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const notify = useNotify();
  const [fetched, setFetched] = useState<number | null>(null);

  const exportAll = async () => {
    setFetched(0);
    try {
      const payments = await dataProvider.exportList<AdminPaymentView>(paymentsResource, { filter: filterValues, sort }, (progress) => setFetched(progress.fetched));
      downloadCSV(paymentsCsv(payments), 'paiements');
      notify(`Export terminé : ${count.format(payments.length)} paiements`, { type: 'success' });
    } catch {
      notify('L’export a échoué : la liste n’a pas pu être lue en entier. Veuillez réessayer.', { type: 'error' });
    } finally {
      setFetched(null);
    }
  };

  const exporting = fetched !== null;
  return (
    <Button size="small" onClick={() => void exportAll()} disabled={exporting || total === 0} aria-busy={exporting} startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}>
      {exporting ? `Export… ${count.format(fetched)} paiements` : 'Exporter'}
    </Button>
  );
};
