import { route } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { listRoles } from '@/lib/server/services/users';

// GET /api/roles — the roles a user can have; admin only.
export const GET = route(['admin'], async () => listRoles(await getDb()));
