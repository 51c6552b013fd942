import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { HealthHistory } from '../../../domain/health/health-history-view';
import type { PasserelleDataProvider } from '../providers/data-provider';

/** Read again every minute, the scheduled check's own rate on AWS. */
export const healthRefreshMs = 60_000;

const levelColours = { healthy: '#067647', warning: '#b54708', critical: '#b42318' } as const;
const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' });
const clock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' });
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });
const milliseconds = (value: number) => `${value.toLocaleString('fr-FR')} ms`;

const Figure = ({ label, value, detail }: { label: string; value: string | undefined; detail?: string }) => (
  <Card variant="outlined" component="section" aria-label={label}>
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {value ?? <Skeleton width={80} />}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" component="p">
          {detail}
        </Typography>
      )}
    </CardContent>
  </Card>
);

const dateTime = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' });

/** The feed's changesets left behind over the week: one line per kind, in the alert colour when there is any. */
const FeedLines = ({ feed }: { feed: HealthHistory['feed'] | undefined }) => {
  const translate = useTranslate();
  const label = translate('passerelle.health.feed', { days: feed?.windowDays ?? 7 });
  const line = (key: 'feed_quarantined' | 'feed_abandoned', kind: HealthHistory['feed']['quarantined'] | undefined) => (
    <Typography color={kind && kind.count > 0 ? 'error' : undefined}>
      {kind ? translate(`passerelle.health.${key}`, { count: kind.count.toLocaleString('fr-FR') }) : <Skeleton width={240} />}
      {kind?.lastAt ? ` — ${translate('passerelle.health.feed_last', { date: dateTime.format(new Date(kind.lastAt)).replace(' ', ' à ') })}` : ''}
    </Typography>
  );
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary" component="h2">
            {label}
          </Typography>
          {line('feed_quarantined', feed?.quarantined)}
          {line('feed_abandoned', feed?.abandoned)}
          {feed && feed.quarantined.count + feed.abandoned.count > 0 && (
            <Typography variant="caption" color="text.secondary">
              {translate('passerelle.health.feed_help')}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** The day's intervals, oldest first, each with its point when a check fell in it: 24 h always span the width. */
const slotsOf = (history: HealthHistory): (HealthHistory['points'][number] | undefined)[] => {
  const intervalMs = history.intervalMinutes * 60_000;
  const count = Math.ceil((24 * 60) / history.intervalMinutes) + 1;
  const lastStart = Math.floor(Date.parse(history.generatedAt) / intervalMs) * intervalMs;
  const firstStart = lastStart - (count - 1) * intervalMs;
  const slots: (HealthHistory['points'][number] | undefined)[] = Array.from({ length: count }, () => undefined);
  for (const point of history.points) {
    const index = Math.round((Date.parse(point.from) - firstStart) / intervalMs);
    if (index >= 0 && index < count) slots[index] = point;
  }
  return slots;
};

/** One coloured slot per interval, the worst level seen in it; an interval without a check stays empty. */
const Timeline = ({ history }: { history: HealthHistory }) => {
  const translate = useTranslate();
  const counts = { healthy: 0, warning: 0, critical: 0 };
  for (const point of history.points) counts[point.level] += 1;
  const summary = (Object.keys(counts) as (keyof typeof counts)[]).map((level) => `${translate(`passerelle.health.levels.${level}`)} : ${counts[level]}`).join(', ');
  return (
    <Box
      role="img"
      aria-label={`${translate('passerelle.health.timeline', { minutes: history.intervalMinutes })} — ${summary}`}
      sx={{ display: 'flex', height: 32, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      {slotsOf(history).map((point, index) => (
        <Box
          key={point?.from ?? `vide-${index}`}
          title={
            point &&
            translate('passerelle.health.point', {
              from: time.format(new Date(point.from)),
              level: translate(`passerelle.health.levels.${point.level}`),
              checks: point.checks,
              latency: milliseconds(point.maxLatencyMs),
            })
          }
          sx={{ flex: '1 1 0', minWidth: 0, bgcolor: point ? levelColours[point.level] : 'transparent' }}
        />
      ))}
    </Box>
  );
};

/** The slowest check of each interval as a bar in its level's colour, against the 1 s and 3 s thresholds (dashed). */
const LatencyChart = ({ history }: { history: HealthHistory }) => {
  const translate = useTranslate();
  const slots = slotsOf(history);
  const top = Math.max(3500, ...history.points.map((point) => point.maxLatencyMs));
  const y = (ms: number) => 100 - (ms / top) * 100;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography variant="body2" color="text.secondary" component="figcaption" sx={{ mb: 1 }}>
        {translate('passerelle.health.latency')}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${slots.length} 100`}
        preserveAspectRatio="none"
        role="img"
        aria-label={translate('passerelle.health.latency')}
        sx={{ width: '100%', height: 120, display: 'block', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {slots.map((point, index) =>
          point ? <rect key={point.from} x={index} width={1} y={y(point.maxLatencyMs)} height={100 - y(point.maxLatencyMs)} fill={levelColours[point.level]} /> : null,
        )}
        {[1000, 3000].map((threshold) => (
          <line
            key={threshold}
            x1={0}
            x2={slots.length}
            y1={y(threshold)}
            y2={y(threshold)}
            stroke={threshold === 1000 ? levelColours.warning : levelColours.critical}
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {translate('passerelle.health.latency_legend', { top: milliseconds(top) })}
      </Typography>
    </Box>
  );
};

/** The server's health over the last 24 h, as the scheduled check recorded it; the alert under 95 % of uptime. */
const HealthPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const query = useQuery({
    queryKey: ['health-history'],
    queryFn: async () => (await dataProvider.getHealthHistory()).data,
    refetchInterval: healthRefreshMs,
    retry: false,
    placeholderData: (previous) => previous,
  });
  const history = query.data;
  const last = history?.last;
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <Title title="passerelle.health.title" />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box>
            <Typography variant="h5" component="h1">
              {translate('passerelle.health.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('passerelle.health.subtitle')}
            </Typography>
          </Box>
          <Button size="small" variant="outlined" startIcon={<RefreshIcon />} disabled={query.isFetching} onClick={() => void query.refetch()} aria-label={translate('passerelle.health.refresh_label')} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            {translate('passerelle.health.refresh')}
          </Button>
        </Stack>
        {query.isError && <Alert severity="error">{translate('passerelle.health.load_error')}</Alert>}
        {history?.alert && history.uptime !== null && (
          <Alert severity="error" role="alert">
            {translate('passerelle.health.alert', { uptime: percent.format(history.uptime), threshold: percent.format(history.alertBelow) })}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <Figure
            label={translate('passerelle.health.uptime')}
            value={history && (history.uptime === null ? translate('passerelle.health.uptime_unknown') : percent.format(history.uptime))}
          />
          <Figure label={translate('passerelle.health.checks')} value={history?.checks.toLocaleString('fr-FR')} />
          <Figure
            label={translate('passerelle.health.last_check')}
            value={history && (last ? translate(`passerelle.health.levels.${last.level}`) : '—')}
            detail={
              last ?
              [
                translate('passerelle.health.last_check_detail', { time: clock.format(new Date(last.checkedAt)), latency: milliseconds(last.latencyMs) }),
                last.down.length > 0 ? translate('passerelle.health.down', { names: last.down.map((name) => translate(`passerelle.health.dependencies.${name}`, { _: name })).join(', ') }) : '',
              ]
                .filter(Boolean)
                .join(' · ') : undefined
            }
          />
        </Box>
        <FeedLines feed={history?.feed} />
        <Card variant="outlined" component="section" aria-label={translate('passerelle.health.timeline', { minutes: history?.intervalMinutes ?? 5 })}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary" component="h2">
                {translate('passerelle.health.timeline', { minutes: history?.intervalMinutes ?? 5 })}
              </Typography>
              {!history ? (
                <Skeleton variant="rectangular" height={32} />
              ) : history.points.length === 0 ? (
                <Typography>{translate('passerelle.health.timeline_empty')}</Typography>
              ) : (
                <>
                  <Timeline history={history} />
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography variant="caption" color="text.secondary">
                      {translate('passerelle.health.since')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {translate('passerelle.health.now')}
                    </Typography>
                  </Stack>
                  <Typography variant="caption" color="text.secondary">
                    {translate('passerelle.health.legend')}
                  </Typography>
                  <LatencyChart history={history} />
                </>
              )}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
};

export default HealthPage;
