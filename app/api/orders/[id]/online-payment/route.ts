import { handle, json } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { appUrl } from '@/lib/server/http/app-url';
import { startOnlinePayment } from '@/lib/server/use-cases/online-payments';

// POST /api/orders/{id}/online-payment — {kind: anticipo|saldo}: the provider's checkout for what the
// order owes now; its customer only. The provider sends the customer back to SITE_URL.
export const POST = handle(salesEndpoints.startOnlinePayment, async ({ req, params, auth, body }) =>
  json(await startOnlinePayment(auth.user, params.id, await body(), appUrl(req)), { status: 201 }),
);
