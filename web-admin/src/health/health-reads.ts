import { healthHistorySchema, type HealthHistory } from '../../../domain/health/health-history-view';
import type { ApiClient } from '../lib/admin-feature';
import { parseResponse } from '../providers/http-client';

export type HealthReads = {
  /** The scheduled checks of the last 24 h by 5-minute interval, and the day's uptime. */
  getHealthHistory: () => Promise<{ data: HealthHistory }>;
};

export const healthReads = ({ apiUrl, http }: ApiClient): HealthReads => ({
  getHealthHistory: async () => {
    const { json } = await http(`${apiUrl}/health/history`);
    return { data: parseResponse(healthHistorySchema, json) };
  },
});
