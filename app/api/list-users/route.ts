import { route, readQuery } from '@/lib/server/http/handler';
import { listUsersQuerySchema } from '@/lib/contract/users';
import { listUsers } from '@/lib/server/use-cases/users';

// GET /api/list-users?search=&role=&page=&per_page= — Laravel paginator of users; admin only.
export const GET = route(['admin'], async ({ req }) => listUsers(readQuery(req, listUsersQuerySchema)));
