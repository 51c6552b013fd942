import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { adminParcelCountersSchema } from '../../../domain/parcel/parcel-views';
import { adminApiUrl } from '../config';
import { httpClient, parseResponse } from '../providers/http-client';

const Counter = ({ label, value }: { label: string; value: number | null | undefined }) => (
  <Card variant="outlined" sx={{ flex: 1, minWidth: { xs: 96, sm: 150 } }}>
    <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" aria-live="polite">
        {value === undefined ? <Skeleton width={60} /> : value === null ? '—' : value.toLocaleString('fr-FR')}
      </Typography>
    </CardContent>
  </Card>
);

/** Spec 3, section 2.3: total, pending ("En attente": declared or on hold) and with photos, kept by the server. */
export const ParcelCounters = () => {
  const { data, isError } = useQuery({
    // react-admin's refresh invalidates every query of its client: the list's refresh button refreshes these too.
    queryKey: ['parcels', 'counters'],
    queryFn: async () => parseResponse(adminParcelCountersSchema, (await httpClient(`${adminApiUrl}/parcel-counters`)).json),
  });
  const counters = isError ? { total: null, pending: null, withPhotos: null } : data;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ my: 2, flexWrap: 'wrap' }} aria-label="Totaux des colis">
      <Counter label="Total des colis" value={counters?.total} />
      <Counter label="En attente" value={counters?.pending} />
      <Counter label="Avec photos" value={counters?.withPhotos} />
    </Stack>
  );
};
