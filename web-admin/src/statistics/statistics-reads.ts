import { adminStatisticsSchema, type AdminStatistics } from '../../../domain/statistics/statistics-views';
import type { ApiClient } from '../lib/admin-feature';
import { parseResponse } from '../providers/http-client';

export type StatisticsPeriod = 3 | 6 | 12;
export const statisticsPeriods: readonly StatisticsPeriod[] = [3, 6, 12];

export type StatisticsReads = {
  /** The statistics' cards and the last `months` months (the current one included), read by the server from its totals. */
  getStatistics: (months: StatisticsPeriod) => Promise<{ data: AdminStatistics }>;
};

export const statisticsReads = ({ apiUrl, http }: ApiClient): StatisticsReads => ({
  getStatistics: async (months) => {
    const { json } = await http(`${apiUrl}/statistics?months=${months}`);
    return { data: parseResponse(adminStatisticsSchema, json) };
  },
});
