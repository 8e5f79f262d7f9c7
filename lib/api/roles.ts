// The roles (GET /api/roles), for the users administration. Needs a session: without a token the
// call could only answer 401 and redirect.

import { rolesCall } from '@/lib/contract/calls/roles';
import type { Role } from '@/lib/contract/users';
import { STATIC_DATA, useApi } from './swr';

export function useRoles() {
  return useApi<Role[]>(rolesCall.path, STATIC_DATA);
}
