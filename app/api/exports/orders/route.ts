import { route, readQuery } from '@/lib/server/http/handler';
import { streamedAttachment } from '@/lib/server/http/binary';
import { orderExportQuerySchema } from '@/lib/contract/exports';
import { exportOrders } from '@/lib/server/use-cases/exports';

// GET /api/exports/orders — every order of the user's own list with its filters (?status=&search=),
// streamed as CSV (?format=csv); signed in.
export const GET = route('user', async ({ req, auth }) =>
  streamedAttachment(await exportOrders(auth.user, 'own', readQuery(req, orderExportQuerySchema))),
);
