import { handle } from '@/lib/server/http/handler';
import { siteEndpoints } from '@/lib/contract/endpoints/site';
import { getDealerProfile, saveDealerProfile } from '@/lib/server/use-cases/dealer-profiles';

// GET /api/dealer-profile/{userId} — a distributor's page data (slug, hours, products, services,
// description, public path); the distributor itself or an admin (403 for another's).
export const GET = handle(siteEndpoints.dealerProfile, async ({ params, auth }) =>
  getDealerProfile(auth.user, params.userId),
);

// PUT /api/dealer-profile/{userId} — {opening_hours, products, services, description}: replaces
// them (Spanish 422 on bad hours or unknown slugs) and refreshes the public pages; same access as GET.
export const PUT = handle(siteEndpoints.saveDealerProfile, async ({ params, auth, body }) =>
  saveDealerProfile(auth.user, params.userId, body),
);
