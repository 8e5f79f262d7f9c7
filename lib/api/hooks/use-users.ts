// One page of GET /api/list-users (admin): the users administration's table. No request
// without a session, nor while `query` is null. The previous page stays shown while the
// next one loads, so typing a search does not blank the table.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import { userListPath } from '../endpoints';
import type { ApiError } from '../errors';
import type { UserListQuery } from '../payloads';
import type { Paginated, User } from '../types';
import { useStoredToken } from './use-stored-token';

const fetchUsers = (path: string) => swrFetcher<Paginated<User>>(path);

export function useUsers(query: UserListQuery | null) {
  const token = useStoredToken();
  const key = token && query ? userListPath(query) : null;
  const { data, error, isLoading, isValidating, mutate } = useSWR<Paginated<User>, ApiError>(key, fetchUsers, {
    keepPreviousData: true,
    // A 403 (not an admin) or a 404 will not change by asking again.
    shouldRetryOnError: (err: ApiError) => err.status === 0 || err.status >= 500,
  });
  return { data, error, isLoading, isValidating, mutate };
}
