// The panel's notification centre: the newest notices with the unread count (read again every
// 30 s and when the window gets the focus back), marking them read, and the mail preferences.

import { changeNotificationPrefsCall } from '@/lib/contract/calls/change-notification-prefs';
import { markNotificationsReadCall } from '@/lib/contract/calls/mark-notifications-read';
import { notificationPrefsCall } from '@/lib/contract/calls/notification-prefs';
import { notificationsCall } from '@/lib/contract/calls/notifications';
import type { NotificationList, NotificationPref } from '@/lib/contract/notifications';
import type { FailedJob } from '@/lib/contract/jobs';
import { failedJobsCall } from '@/lib/contract/calls/failed-jobs';
import { retryFailedJobCall } from '@/lib/contract/calls/retry-failed-job';
import { callApi, pathTo } from './call';
import { useApi } from './swr';

const REFRESH_MS = 30_000;

export function useNotifications(enabled: boolean) {
  return useApi<NotificationList>(enabled ? pathTo(notificationsCall) : null, { refreshInterval: REFRESH_MS });
}

/** POST /api/notifications/read: these, or all of them. */
export function markNotificationsRead(ids?: number[]) {
  return callApi(markNotificationsReadCall, { json: ids ? { ids } : {} });
}

export function useNotificationPrefs(enabled: boolean) {
  return useApi<{ prefs: NotificationPref[] }>(enabled ? pathTo(notificationPrefsCall) : null);
}

export function saveNotificationPrefs(prefs: NotificationPref[]) {
  return callApi(changeNotificationPrefsCall, { json: { prefs } });
}

/** GET /api/admin/failed-jobs (administrators): background jobs that gave up after every retry. */
export function useFailedJobs(enabled: boolean) {
  return useApi<{ data: FailedJob[] }>(enabled ? pathTo(failedJobsCall) : null, { refreshInterval: 60_000 });
}

export function retryFailedJob(id: string) {
  return callApi(retryFailedJobCall, { params: { id } });
}
