import { route } from '@/lib/server/http/handler';
import { listRoles } from '@/lib/server/use-cases/users';

// GET /api/roles — the roles a user can have; admin only.
export const GET = route(['admin'], async () => listRoles());
