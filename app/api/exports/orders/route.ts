import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { streamedAttachment } from '@/lib/server/http/binary';
import { exportOrders } from '@/lib/server/use-cases/exports';

// GET /api/exports/orders — every order of the user's own list with its filters (?status=&search=),
// streamed as CSV (?format=csv); signed in.
export const GET = handle(salesEndpoints.exportOwnOrders, async ({ auth, query }) =>
  streamedAttachment(await exportOrders(auth.user, 'own', query())),
);
