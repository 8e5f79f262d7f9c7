import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { syncOnlinePayment } from '@/lib/server/use-cases/online-payments';

// POST /api/orders/{id}/online-payment/sync — {session_id}: back from the provider's page, its
// session is read again and applied to the ledger (as the webhook does); the order.
export const POST = handle(salesEndpoints.syncOnlinePayment, async ({ params, auth, body }) =>
  syncOnlinePayment(auth.user, params.id, await body()),
);
