import 'server-only';
import type { NotificationList, NotificationPref } from '@/lib/contract/notifications';
import { getDb } from '@/lib/server/db/client';
import * as notifications from '@/lib/server/services/notifications';
import type { UserRecord } from '@/lib/server/services/users';

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
