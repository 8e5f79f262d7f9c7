// The roles (GET /api/roles), for the users administration. Needs a session: without a token the
// call could only answer 401 and redirect.

import * as calls from '@/lib/contract/calls';
import type { Role } from '@/lib/contract/users';
import { STATIC_DATA, useApi } from './swr';

export function useRoles() {
  return useApi<Role[]>(calls.roles.path, STATIC_DATA);
}
