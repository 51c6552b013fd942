import { Box, Card, CardContent, Typography, useMediaQuery, type Theme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { AdminStatistics } from '../../../domain/statistics/statistics-views';
import { formatEuros, formatMonth } from './statistics-format';

const chartHeight = 260;

/** Every month is labelled: slanted when they would not fit side by side (a phone, a year of months). */
const MonthlyChart = ({ title, labels, data, series, format }: { title: string; labels: string[]; data: number[]; series: string; format: (value: number) => string }) => {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const slanted = narrow || labels.length > 6;
  return (
  <Card variant="outlined" component="figure" aria-label={title} sx={{ m: 0, minWidth: 0 }}>
    <CardContent>
      <Typography variant="subtitle1" component="figcaption">
        {title}
      </Typography>
      <BarChart
        height={chartHeight}
        xAxis={[
          {
            scaleType: 'band',
            data: labels,
            tickLabelInterval: () => true,
            ...(slanted ? { tickLabelStyle: { angle: -45, textAnchor: 'end' as const, fontSize: 11 }, height: 52 } : {}),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => format(value), width: 72 }]}
        series={[{ data, label: series, valueFormatter: (value) => (value === null ? '' : format(value)) }]}
        hideLegend
        margin={{ left: 8, right: 8 }}
      />
    </CardContent>
  </Card>
  );
};

/** The two monthly bar charts of the statistics (parcels, revenue), French month labels, euros from cents. */
const MonthlyCharts = ({ monthly }: { monthly: AdminStatistics['monthly'] }) => {
  const translate = useTranslate();
  const labels = monthly.map((entry) => formatMonth(entry.month));
  const count = (value: number) => value.toLocaleString('fr-FR');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <MonthlyChart
        title={translate('passerelle.statistics.parcels_chart')}
        labels={labels}
        data={monthly.map((entry) => entry.parcels)}
        series={translate('passerelle.statistics.parcels_series')}
        format={count}
      />
      <MonthlyChart
        title={translate('passerelle.statistics.revenue_chart')}
        labels={labels}
        data={monthly.map((entry) => entry.revenueCents)}
        series={translate('passerelle.statistics.revenue_series')}
        format={formatEuros}
      />
    </Box>
  );
};

export default MonthlyCharts;
