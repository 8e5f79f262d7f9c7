import { handle } from '@/lib/server/http/handler';
import { notificationsEndpoints } from '@/lib/contract/endpoints/notifications';
import { failedJobs } from '@/lib/server/use-cases/notifications';

// GET /api/admin/failed-jobs — background jobs that gave up after every retry; administrators.
export const GET = handle(notificationsEndpoints.failedJobs, async () => failedJobs());
