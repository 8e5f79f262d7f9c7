import { handle, json } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { addPayment } from '@/lib/server/use-cases/payments';

// POST /api/orders/{id}/payments — {kind, method, amount, reference?, paid_on}: a payment or a
// refund in the order's ledger; the distributor serving the order or an admin.
export const POST = handle(salesEndpoints.recordPayment, async ({ params, auth, body }) =>
  json(await addPayment(auth.user, params.id, await body()), { status: 201 }),
);
