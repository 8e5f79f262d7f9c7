import { route, readQuery } from '@/lib/server/http/handler';
import { streamedAttachment } from '@/lib/server/http/binary';
import { orderExportQuerySchema } from '@/lib/contract/exports';
import { exportOrders } from '@/lib/server/use-cases/exports';

// GET /api/exports/orders-admin — every order of /api/orders-admin with its filters, streamed as
// CSV: a distributor's customers'; an admin's, all.
export const GET = route(['distributor', 'admin'], async ({ req, auth }) =>
  streamedAttachment(await exportOrders(auth.user, 'served', readQuery(req, orderExportQuerySchema))),
);
