import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { changeSalesSettings, salesSettings } from '@/lib/server/use-cases/quote-flow';

// GET /api/sales-settings — the deposit and the default discount limit; administrators.
export const GET = handle(salesEndpoints.salesSettings, async () => salesSettings());

// PUT /api/sales-settings — {deposit_pct, default_discount_limit_pct}; administrators.
export const PUT = handle(salesEndpoints.changeSalesSettings, async ({ auth, body }) =>
  changeSalesSettings(auth.user, await body()),
);
