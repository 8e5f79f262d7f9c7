import { readText, handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { receiveProviderEvent } from '@/lib/server/use-cases/online-payments';

// POST /api/payments/webhook — Stripe's events, verified on their exact bytes with the SDK's check
// (Stripe-Signature, STRIPE_WEBHOOK_SECRET); each applied once.
export const POST = handle(salesEndpoints.paymentWebhook, async ({ req }) =>
  receiveProviderEvent(await readText(req), req.headers.get('stripe-signature')),
);
