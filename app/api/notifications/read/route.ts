import { handle } from '@/lib/server/http/handler';
import { notificationsEndpoints } from '@/lib/contract/endpoints/notifications';
import { markMyNotificationsRead } from '@/lib/server/use-cases/notifications';

// POST /api/notifications/read — {ids?}: its own notifications marked as read (all without ids).
export const POST = handle(notificationsEndpoints.markNotificationsRead, async ({ auth, body }) =>
  markMyNotificationsRead(auth.user, (await body()).ids),
);
