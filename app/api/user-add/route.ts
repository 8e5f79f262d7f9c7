import { route, readBody, json } from '@/lib/server/http/handler';
import { addUserSchema } from '@/lib/contract/users';
import { addUser } from '@/lib/server/use-cases/users';

// POST /api/user-add/ — creates a user with any role; returns it (201); admin only.
export const POST = route(['admin'], async ({ req }) =>
  json(await addUser(await readBody(req, addUserSchema)), { status: 201 }),
);
