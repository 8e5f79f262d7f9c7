import { handle } from '@/lib/server/http/handler';
import { usersEndpoints } from '@/lib/contract/endpoints/users';
import { listRoles } from '@/lib/server/use-cases/users';

// GET /api/roles — the roles a user can have; admin only.
export const GET = handle(usersEndpoints.roles, async () => listRoles());
