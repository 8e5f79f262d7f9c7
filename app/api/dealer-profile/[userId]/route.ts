import { route, pathId, readBody } from '@/lib/server/http/handler';
import { dealerProfileUpdateSchema } from '@/lib/contract/dealer-profiles';
import { getDealerProfile, saveDealerProfile } from '@/lib/server/use-cases/dealer-profiles';

// GET /api/dealer-profile/{userId} — a distributor's page data (slug, hours, products, services,
// description, public path); the distributor itself or an admin (403 for another's).
export const GET = route(['admin', 'distributor'], async ({ params, auth }) =>
  getDealerProfile(auth.user, pathId(params.userId)),
);

// PUT /api/dealer-profile/{userId} — {opening_hours, products, services, description}: replaces
// them (Spanish 422 on bad hours or unknown slugs) and refreshes the public pages; same access as GET.
export const PUT = route(['admin', 'distributor'], async ({ req, params, auth }) =>
  saveDealerProfile(auth.user, pathId(params.userId), () => readBody(req, dealerProfileUpdateSchema)),
);
