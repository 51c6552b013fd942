import BarChartIcon from '@mui/icons-material/BarChart';
import type { AdminFeature } from '../lib/admin-feature';
import { StatisticsPage, statisticsRoute } from '.';
import { statisticsMessages } from './statistics-messages';

/** The real-time statistics: a page of its own with its menu entry, no resource. */
export const statisticsFeature: AdminFeature = {
  routes: [{ path: statisticsRoute, element: <StatisticsPage /> }],
  menuIcon: BarChartIcon,
  messages: statisticsMessages,
};
