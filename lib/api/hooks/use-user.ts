// The signed-in user. No request without a stored token: it could only answer 401,
// which would send the visitor to /login.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import type { ApiError } from '../errors';
import type { User } from '../types';
import { useStoredToken } from './use-stored-token';

const fetchUser = (path: string) => swrFetcher<User>(path);

export function useUser() {
  const token = useStoredToken();
  const { data, error, isLoading, mutate } = useSWR<User, ApiError>(token ? '/api/login-user' : null, fetchUser);
  return { data, error, isLoading, mutate };
}
