import { handle } from '@/lib/server/http/handler';
import { notificationsEndpoints } from '@/lib/contract/endpoints/notifications';
import { myNotifications } from '@/lib/server/use-cases/notifications';

// GET /api/notifications — the signed-in person's newest notifications and its unread count.
export const GET = handle(notificationsEndpoints.notifications, async ({ auth }) => myNotifications(auth.user));
