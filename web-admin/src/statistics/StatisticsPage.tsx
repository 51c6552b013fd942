import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AdminStatistics } from '../../../domain/statistics/statistics-views';
import type { PasserelleDataProvider } from '../providers/data-provider';
import { formatClock, formatEuros, formatPercent } from './statistics-format';
import { statisticsPeriods, type StatisticsPeriod } from './statistics-reads';

// The charting library is heavy: loaded with the charts, never with the back office's first page.
const MonthlyCharts = lazy(() => import('./MonthlyCharts'));

/** The statistics are read again every 30 seconds while « Auto » is on. */
export const autoRefreshMs = 30_000;

const StatCard = ({ label, value, detail }: { label: string; value: string | undefined; detail?: string }) => (
  <Card variant="outlined" component="section" aria-label={label}>
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {value ?? <Skeleton width={80} />}
      </Typography>
      {detail !== undefined && (
        <Typography variant="caption" color="text.secondary" component="p">
          {detail}
        </Typography>
      )}
    </CardContent>
  </Card>
);

const Cards = ({ statistics }: { statistics: AdminStatistics | undefined }) => {
  const translate = useTranslate();
  const cards = statistics?.cards;
  const count = (value: number | undefined) => (value === undefined ? undefined : value.toLocaleString('fr-FR'));
  const euros = (cents: number | undefined) => (cents === undefined ? undefined : formatEuros(cents));
  const share = cards?.monthRevenueSharePercent;
  return (
    <Box
      role="group"
      aria-label={translate('passerelle.statistics.cards')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' } }}
    >
      <StatCard label={translate('passerelle.statistics.users')} value={count(cards?.users)} />
      <StatCard
        label={translate('passerelle.statistics.parcels')}
        value={count(cards?.parcels)}
        detail={cards && translate('passerelle.statistics.parcels_today', { count: cards.parcelsToday.toLocaleString('fr-FR') })}
      />
      <StatCard
        label={translate('passerelle.statistics.revenue')}
        value={euros(cards?.revenueCents)}
        detail={cards && translate('passerelle.statistics.revenue_week', { amount: formatEuros(cards.weekRevenueCents) })}
      />
      <StatCard label={translate('passerelle.statistics.active_subscriptions')} value={count(cards?.activeSubscriptions)} />
      <StatCard label={translate('passerelle.statistics.pending_parcels')} value={count(cards?.pendingParcels)} />
      <StatCard label={translate('passerelle.statistics.delivered_parcels')} value={count(cards?.deliveredParcels)} />
      <StatCard label={translate('passerelle.statistics.return_requests')} value={count(cards?.returnRequests)} />
      <StatCard
        label={translate('passerelle.statistics.month_revenue')}
        value={euros(cards?.monthRevenueCents)}
        detail={
          cards &&
          (share === null || share === undefined
            ? translate('passerelle.statistics.month_share_none')
            : translate('passerelle.statistics.month_share', { share: formatPercent(share) }))
        }
      />
      <StatCard label={translate('passerelle.statistics.week_revenue')} value={euros(cards?.weekRevenueCents)} />
    </Box>
  );
};

/**
 * « Statistiques Temps Réel » (spec 3, section 2.8): the server's figures, read again every 30 seconds
 * while « Auto » is on; the indicator says « Déconnecté » as soon as the last read failed.
 */
const StatisticsPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const [months, setMonths] = useState<StatisticsPeriod>(6);
  const [auto, setAuto] = useState(true);
  const query = useQuery({
    queryKey: ['statistics', months],
    queryFn: async () => (await dataProvider.getStatistics(months)).data,
    refetchInterval: auto ? autoRefreshMs : false,
    refetchIntervalInBackground: false,
    // One failure is enough to say so: the next tick (or the button) tries again.
    retry: false,
    placeholderData: (previous) => previous,
  });
  // Said once known: connected after a read succeeded, disconnected as soon as the last one failed.
  const connection = query.isError ? 'disconnected' : query.isSuccess ? 'connected' : 'connecting';
  const statistics = query.data;
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <Title title="passerelle.statistics.title" />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h1">
            {translate('passerelle.statistics.title')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip
              role="status"
              size="small"
              color={connection === 'connected' ? 'success' : connection === 'disconnected' ? 'error' : 'default'}
              label={translate(`passerelle.statistics.${connection}`)}
            />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {query.dataUpdatedAt > 0
                ? translate('passerelle.statistics.last_update', { time: formatClock(new Date(query.dataUpdatedAt)) })
                : translate('passerelle.statistics.never_updated')}
            </Typography>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButton
            value="auto"
            size="small"
            selected={auto}
            color="primary"
            onChange={() => setAuto((current) => !current)}
            aria-label={translate('passerelle.statistics.auto_label')}
          >
            {translate(auto ? 'passerelle.statistics.auto_on' : 'passerelle.statistics.auto_off')}
          </ToggleButton>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={months}
            onChange={(_event, value: StatisticsPeriod | null) => value !== null && setMonths(value)}
            aria-label={translate('passerelle.statistics.period')}
          >
            {statisticsPeriods.map((period) => (
              <ToggleButton key={period} value={period}>
                {translate('passerelle.statistics.months', { count: period })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button size="small" variant="outlined" startIcon={<RefreshIcon />} disabled={query.isFetching} onClick={() => void query.refetch()} aria-label={translate('passerelle.statistics.refresh_label')}>
            {translate('passerelle.statistics.refresh')}
          </Button>
        </Stack>
        {query.isError && <Alert severity="error">{translate('passerelle.statistics.load_error')}</Alert>}
        <Cards statistics={statistics} />
        <Box role="group" aria-label={translate('passerelle.statistics.charts')}>
          {statistics ? (
            <Suspense fallback={<Typography color="text.secondary">{translate('passerelle.statistics.loading_charts')}</Typography>}>
              <MonthlyCharts monthly={statistics.monthly} />
            </Suspense>
          ) : (
            <Skeleton variant="rectangular" height={260} />
          )}
        </Box>
      </Stack>
    </Box>
  );
};

export default StatisticsPage;
