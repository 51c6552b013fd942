import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { ExportProgress, PasserelleDataProvider } from '../providers/data-provider';
import { maxPageSize } from '../../../domain/shared/list-page';
import { userDisplayName, usersResource, type User } from '../users/user-schema';
import { parcelsCsv, type ExportedCustomer } from './parcel-exporter';
import type { AdminParcel } from './parcel-schema';

export const exportFailedMessage = 'L’export a échoué : la liste n’a pas pu être lue en entier. Veuillez réessayer.';

const count = new Intl.NumberFormat('fr-FR');
const progressLabel = ({ fetched, total }: ExportProgress) => (total === null ? `${count.format(fetched)} colis` : `${count.format(fetched)} / ${count.format(total)} colis`);

/** The owners of the exported parcels, read by ids a page at a time (the API's largest page). */
const customersOf = async (dataProvider: PasserelleDataProvider, parcels: readonly AdminParcel[]): Promise<Map<string, ExportedCustomer>> => {
  const ids = [...new Set(parcels.map((parcel) => parcel.customerId))];
  const customers = new Map<string, ExportedCustomer>();
  for (let start = 0; start < ids.length; start += maxPageSize) {
    const { data } = await dataProvider.getMany<User>(usersResource, { ids: ids.slice(start, start + maxPageSize) });
    for (const user of data) customers.set(String(user.id), { name: userDisplayName(user), email: user.email });
  }
  return customers;
};

/**
 * "Exporter": every parcel of the filtered list, in the list's order, read page by page through the
 * API's cursor (the API gives 100 rows a page at most), with the rows read so far shown on the button.
 * Nothing is downloaded unless every page came: a failure is told in French.
 */
export const ParcelExportButton = () => {
  const { filterValues, sort, total } = useListContext<AdminParcel>();
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const exportAll = async () => {
    setProgress({ fetched: 0, total: total ?? null });
    try {
      const parcels = await dataProvider.exportList<AdminParcel>('parcels', { filter: filterValues, sort }, setProgress);
      downloadCSV(parcelsCsv(parcels, await customersOf(dataProvider, parcels)), 'colis');
      notify(`Export terminé : ${count.format(parcels.length)} colis`, { type: 'success' });
    } catch {
      notify(exportFailedMessage, { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const exporting = progress !== null;
  return (
    <Button
      size="small"
      onClick={() => void exportAll()}
      disabled={exporting || total === 0}
      aria-busy={exporting}
      startIcon={
        exporting ? (
          <CircularProgress size={16} color="inherit" {...(progress.total ? { variant: 'determinate', value: Math.min(100, (100 * progress.fetched) / progress.total) } : {})} />
        ) : (
          <DownloadIcon />
        )
      }
    >
      {exporting ? `Export… ${progressLabel(progress)}` : 'Exporter'}
    </Button>
  );
};
