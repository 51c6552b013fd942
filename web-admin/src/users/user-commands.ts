import { adminUserCountersSchema, type AdminUserCounters } from '../../../domain/customer/customer-views';
import type { ApiClient } from '../lib/admin-feature';
import { parseResponse } from '../providers/http-client';

export type UserCommands = {
  /** The users page's totals: users, confirmed e-mails, Premium subscribers (staff not counted). */
  getUserCounters: () => Promise<{ data: AdminUserCounters }>;
};

export const userCommands = ({ apiUrl, http }: ApiClient): UserCommands => ({
  getUserCounters: async () => {
    const { json } = await http(`${apiUrl}/users/counters`);
    return { data: parseResponse(adminUserCountersSchema, json) };
  },
});
