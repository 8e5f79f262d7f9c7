import { handle } from '@/lib/server/http/handler';
import { notificationsEndpoints } from '@/lib/contract/endpoints/notifications';
import { retryJob } from '@/lib/server/use-cases/notifications';

// POST /api/admin/failed-jobs/{id}/retry — puts a failed job back in its queue; administrators.
export const POST = handle(notificationsEndpoints.retryFailedJob, async ({ params }) => retryJob(params.id));
