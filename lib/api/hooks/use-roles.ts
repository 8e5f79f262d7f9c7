// Roles for the users administration. Needs a session: without a token the call could
// only answer 401 and redirect.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import type { Role } from '../types';
import { STATIC_DATA } from './static-data';
import { useStoredToken } from './use-stored-token';

const fetchRoles = (path: string) => swrFetcher<Role[]>(path);

export function useRoles() {
  const token = useStoredToken();
  const { data, error, isLoading } = useSWR<Role[], ApiError>(token ? '/api/roles' : null, fetchRoles, STATIC_DATA);
  return { data, error, isLoading };
}
