// The distributors, for choosing who serves a customer in the users administration
// (GET /api/list-users?role=distributor, admin). Fetched only while `enabled`.

import useSWR from 'swr';
import { swrFetcher } from '../client';
import { userListPath } from '../endpoints';
import type { ApiError } from '../errors';
import type { Paginated, User } from '../types';
import { STATIC_DATA } from './static-data';
import { useStoredToken } from './use-stored-token';

/** The server's largest page: more distributors than this would need a search instead of a select. */
export const DISTRIBUTORS_PAGE_SIZE = 100;

const fetchDistributors = (path: string) => swrFetcher<Paginated<User>>(path);

export function useUsersDistributors(enabled = true) {
  const token = useStoredToken();
  const key = token && enabled ? userListPath({ role: 'distributor', per_page: DISTRIBUTORS_PAGE_SIZE }) : null;
  const { data, error, isLoading } = useSWR<Paginated<User>, ApiError>(key, fetchDistributors, STATIC_DATA);
  return { data: data?.data, total: data?.total, error, isLoading };
}
