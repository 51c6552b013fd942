import { sentNotificationPageSchema, type SentNotificationView } from '../../../domain/notification/notification-views';
import type { ApiClient } from '../lib/admin-feature';
import { parseResponse } from '../providers/http-client';

export type CustomerNotificationReads = {
  /** « E-mails envoyés » of a customer: one page, newest first, from `cursor` (the previous page's `nextCursor`). */
  getCustomerNotifications: (
    customerId: string,
    page: { perPage: number; cursor?: string | undefined },
  ) => Promise<{ data: SentNotificationView[]; nextCursor: string | null; total: number | null }>;
};

export const customerNotificationReads = ({ apiUrl, http }: ApiClient): CustomerNotificationReads => ({
  getCustomerNotifications: async (customerId, page) => {
    const parameters = new URLSearchParams({ perPage: String(page.perPage) });
    if (page.cursor) parameters.set('cursor', page.cursor);
    const { json } = await http(`${apiUrl}/customers/${encodeURIComponent(customerId)}/notifications?${parameters.toString()}`);
    const { items, nextCursor, total } = parseResponse(sentNotificationPageSchema, json);
    return { data: items, nextCursor, total };
  },
});
