import { handle, json } from '@/lib/server/http/handler';
import { usersEndpoints } from '@/lib/contract/endpoints/users';
import { appUrl } from '@/lib/server/http/app-url';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { inviteUser } from '@/lib/server/use-cases/invitations';

// POST /api/users/invitations — creates a user without a password and mails the link to choose
// one (7 days, single use); returns the user (201); admin only; limited per invited address.
export const POST = handle(usersEndpoints.inviteUser, async ({ req, auth, body }) => {
  const { reply, rateLimit } = await inviteUser(auth.user, await body(), appUrl(req));
  return json(reply, { status: 201, headers: rateLimitHeaders(rateLimit) });
});
