import { handle } from '@/lib/server/http/handler';
import { usersEndpoints } from '@/lib/contract/endpoints/users';
import { listUsers } from '@/lib/server/use-cases/users';

// GET /api/list-users?search=&role=&page=&per_page= — Laravel paginator of users; admin only.
export const GET = handle(usersEndpoints.listUsers, async ({ query }) => listUsers(query()));
