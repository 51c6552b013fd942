import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PasserelleDataProvider } from '../providers/data-provider';

/** `undefined` while loading, `null` when the totals could not be read. */
const Counter = ({ label, value }: { label: string; value: number | null | undefined }) => (
  <Card variant="outlined" sx={{ flex: 1, minWidth: 180 }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" aria-live="polite">
        {value === undefined ? <Skeleton width={60} /> : value === null ? '—' : value.toLocaleString('fr-FR')}
      </Typography>
    </CardContent>
  </Card>
);

/**
 * The three totals of the users page, kept by the server as rows change (never counted here). The
 * query is react-admin's own client: the list's refresh button refreshes them too.
 */
export const UserCounters = () => {
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const translate = useTranslate();
  const { data, isError } = useQuery({
    queryKey: ['utilisateurs', 'counters'],
    queryFn: () => dataProvider.getUserCounters(),
  });
  // A failure shows dashes; the list below says what failed and offers to retry.
  const counters = isError ? { users: null, emailConfirmed: null, premiumSubscribers: null } : data?.data;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ my: 2, flexWrap: 'wrap' }} aria-label={translate('passerelle.users.counters')}>
      <Counter label={translate('passerelle.users.total')} value={counters?.users} />
      <Counter label={translate('passerelle.users.confirmed_emails')} value={counters?.emailConfirmed} />
      <Counter label={translate('passerelle.users.premium_subscribers')} value={counters?.premiumSubscribers} />
    </Stack>
  );
};
