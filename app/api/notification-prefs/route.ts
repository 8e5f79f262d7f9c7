import { handle } from '@/lib/server/http/handler';
import { notificationsEndpoints } from '@/lib/contract/endpoints/notifications';
import { changeMyNotificationPrefs, myNotificationPrefs } from '@/lib/server/use-cases/notifications';

// GET /api/notification-prefs — which kinds of notification the signed-in person gets by mail.
export const GET = handle(notificationsEndpoints.notificationPrefs, async ({ auth }) => myNotificationPrefs(auth.user));

// PUT /api/notification-prefs — {prefs: [{kind, email}]}: its choice per kind.
export const PUT = handle(notificationsEndpoints.changeNotificationPrefs, async ({ auth, body }) =>
  changeMyNotificationPrefs(auth.user, (await body()).prefs),
);
