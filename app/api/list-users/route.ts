import { route, readQuery } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { listUsersQuerySchema } from '@/lib/contract/users';
import { listUsers } from '@/lib/server/services/users';

// GET /api/list-users?search=&role=&page=&per_page= — Laravel paginator of users; admin only.
export const GET = route(['admin'], async ({ req }) => {
  const q = readQuery(req, listUsersQuerySchema);
  return listUsers(await getDb(), { search: q.search || undefined, role: q.role || undefined, page: q.page, perPage: q.per_page });
});
