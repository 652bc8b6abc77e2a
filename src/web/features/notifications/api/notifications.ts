import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { OkResponse } from '../../../../shared/api/auth.ts';
import {
  NotificationSettings,
  PushAnswer,
  PushPreferencesBody,
  TriggerAlertAnswer,
  type TriggerAlertBody,
} from '../../../../shared/api/notifications.ts';
import { apiGet, apiSend } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import type { SubscriptionJson } from '../lib/push-browser.ts';

// Push notification settings (decision 115): one read of the person's settings, and the writes that
// change them. Each write puts its effect into the same query, so the page never shows a stale state.

export const getNotificationSettingsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: userKeys.notificationSettings(),
    queryFn: ({ signal }) => apiGet('/api/notifications/settings', NotificationSettings, { signal }),
    enabled,
  });

export const useNotificationSettings = (enabled: boolean) =>
  useQuery(getNotificationSettingsQueryOptions(enabled));

function useSettingsWrite<V, R>(
  write: (vars: V) => Promise<R>,
  apply: (settings: NotificationSettings, result: R, vars: V) => NotificationSettings,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (result, vars) => {
      client.setQueryData<NotificationSettings>(userKeys.notificationSettings(), (old) =>
        old ? apply(old, result, vars) : old,
      );
    },
  });
}

export const useSubscribePush = () =>
  useSettingsWrite(
    (subscription: SubscriptionJson) =>
      apiSend('POST', '/api/notifications/subscribe', { subscription }, PushAnswer),
    (s, _r, sub) => ({
      ...s,
      endpoints: s.endpoints.includes(sub.endpoint) ? s.endpoints : [...s.endpoints, sub.endpoint],
    }),
  );

export const useUnsubscribePush = () =>
  useSettingsWrite(
    (endpoint: string | undefined) =>
      apiSend('POST', '/api/notifications/unsubscribe', endpoint ? { endpoint } : {}, OkResponse),
    (s, _r, endpoint) => ({ ...s, endpoints: endpoint ? s.endpoints.filter((e) => e !== endpoint) : [] }),
  );

export const useSavePushPreferences = () =>
  useSettingsWrite(
    (prefs: z.infer<typeof PushPreferencesBody>) =>
      apiSend('PUT', '/api/notifications/preferences', prefs, PushPreferencesBody),
    (s, preferences) => ({ ...s, preferences }),
  );

export const useTestPush = () =>
  useMutation({
    mutationFn: (subscription: SubscriptionJson) =>
      apiSend('POST', '/api/notifications/test', { subscription }, PushAnswer),
  });

export const useTriggerAlert = () =>
  useMutation({
    mutationFn: (body: z.input<typeof TriggerAlertBody>) =>
      apiSend('POST', '/api/notifications/alert', body, TriggerAlertAnswer),
  });
