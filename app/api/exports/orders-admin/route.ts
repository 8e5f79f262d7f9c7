import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { streamedAttachment } from '@/lib/server/http/binary';
import { exportOrders } from '@/lib/server/use-cases/exports';

// GET /api/exports/orders-admin — every order of /api/orders-admin with its filters, streamed as
// CSV: a distributor's customers'; an admin's, all.
export const GET = handle(salesEndpoints.exportServedOrders, async ({ auth, query }) =>
  streamedAttachment(await exportOrders(auth.user, 'served', query())),
);
