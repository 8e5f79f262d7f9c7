import { handle, json } from '@/lib/server/http/handler';
import { usersEndpoints } from '@/lib/contract/endpoints/users';
import { addUser } from '@/lib/server/use-cases/users';

// POST /api/user-add/ — creates a user with any role; returns it (201); admin only.
export const POST = handle(usersEndpoints.addUser, async ({ body }) =>
  json(await addUser(await body()), { status: 201 }),
);
