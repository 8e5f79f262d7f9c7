import { handle, json } from '@/lib/server/http/handler';
import { usersEndpoints } from '@/lib/contract/endpoints/users';
import { appUrl } from '@/lib/server/http/app-url';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { resendInvitation } from '@/lib/server/use-cases/invitations';

// POST /api/users/{id}/invitation — mails a pending user a new link; the earlier one stops
// working; admin only; limited per invited address.
export const POST = handle(usersEndpoints.resendInvitation, async ({ req, auth, params }) => {
  const { reply, rateLimit } = await resendInvitation(auth.user, params.id, appUrl(req));
  return json(reply, { headers: rateLimitHeaders(rateLimit) });
});
