import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationPreferencesViewSchema, type NotificationPreferencesView } from '@domain/notification/notification-views';
import type { NotificationPreferences } from '@events/notification-events';
import { api } from '@/lib/api-client';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** GET /me/notification-preferences: the mails the customer chose to receive. */
export const getNotificationPreferences = ({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationPreferencesView> =>
  api.get('/me/notification-preferences', notificationPreferencesViewSchema, { signal });

export const useNotificationPreferences = () =>
  useQuery(queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: ({ signal }) => getNotificationPreferences({ signal }) }));

/** PUT /me/notification-preferences: every category said; answered with the choice as recorded. */
export const saveNotificationPreferences = (preferences: NotificationPreferences): Promise<NotificationPreferencesView> =>
  api.put('/me/notification-preferences', { preferences }, notificationPreferencesViewSchema);

export const useSaveNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
};
