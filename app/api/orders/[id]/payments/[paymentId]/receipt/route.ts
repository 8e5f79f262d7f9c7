import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { binary } from '@/lib/server/http/binary';
import { paymentReceipt } from '@/lib/server/use-cases/payments';

// GET /api/orders/{id}/payments/{paymentId}/receipt — a payment's receipt as a PDF; whoever may see the order.
export const GET = handle(salesEndpoints.orderReceipt, async ({ params, auth }) => {
  const pdf = await paymentReceipt(auth.user, params.id, params.paymentId);
  return binary(pdf.bytes, {
    type: 'application/pdf',
    disposition: `attachment; filename="${pdf.fileName}"`,
    cacheControl: 'private, no-store',
  });
});
