import 'server-only';
import type { NotificationList, NotificationPref } from '@/lib/contract/notifications';
import { getDb } from '@/lib/server/db/client';
import * as notifications from '@/lib/server/services/notifications';
import type { UserRecord } from '@/lib/server/services/users';
import type { FailedJob } from '@/lib/contract/jobs';
import { listFailedJobs, retryFailedJob } from '@/lib/server/services/failed-jobs';

// The signed-in person's own notifications and mail preferences: nobody reads another's.

export async function myNotifications(actor: UserRecord): Promise<NotificationList> {
  return notifications.listNotifications(await getDb(), actor.id);
}

export async function markMyNotificationsRead(actor: UserRecord, ids?: number[]): Promise<{ unread: number }> {
  return notifications.markRead(await getDb(), actor.id, ids);
}

export async function myNotificationPrefs(actor: UserRecord): Promise<{ prefs: NotificationPref[] }> {
  return { prefs: await notifications.notificationPrefsOf(await getDb(), actor.id) };
}

export async function changeMyNotificationPrefs(
  actor: UserRecord,
  prefs: NotificationPref[],
): Promise<{ prefs: NotificationPref[] }> {
  return { prefs: await notifications.setNotificationPrefs(await getDb(), actor.id, prefs) };
}

/** GET /api/admin/failed-jobs. */
export async function failedJobs(): Promise<{ data: FailedJob[] }> {
  return { data: await listFailedJobs(await getDb()) };
}

/** POST /api/admin/failed-jobs/{id}/retry. */
export async function retryJob(id: string): Promise<{ message: string }> {
  await retryFailedJob(await getDb(), id);
  return { message: 'Se volverá a intentar en unos segundos.' };
}
