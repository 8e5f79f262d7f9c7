// The administrator's users (spec §6–§7): the paginated list, new users and changes, the active
// and map toggles, coordinates, and the distributors a customer can be assigned to; beyond §7,
// invitations by e-mail (feature `invitations`).

import { addUserCall } from '@/lib/contract/calls/add-user';
import { inviteUserCall } from '@/lib/contract/calls/invite-user';
import { resendInvitationCall } from '@/lib/contract/calls/resend-invitation';
import { listUsersCall } from '@/lib/contract/calls/list-users';
import { setUserCoordinatesCall } from '@/lib/contract/calls/set-user-coordinates';
import { toggleUserActiveCall } from '@/lib/contract/calls/toggle-user-active';
import { toggleUserOnMapCall } from '@/lib/contract/calls/toggle-user-on-map';
import { updateUserCall } from '@/lib/contract/calls/update-user';
import type { Coordinates } from '@/lib/contract/common';
import type { NewInvitation } from '@/lib/contract/invitations';
import type { NewUser, UserListQuery, UsersPage, UserUpdate } from '@/lib/contract/users';
import { callApi, pathTo } from './call';
import { STATIC_DATA, useApi } from './swr';

/** `/api/list-users?search=…&role=…`: empty values are left out. */
function usersListPath(query: UserListQuery = {}): string {
  return pathTo(listUsersCall, { query });
}

/** The users API paths, for re-reading them after a change. */
export const USERS_PATH_PREFIXES = [listUsersCall.path] as const;

/**
 * One page of the users (admin); nothing is asked while `query` is null. The previous page
 * stays shown while the next one loads, so typing a search does not blank the table.
 */
export function useUsers(query: UserListQuery | null) {
  return useApi<UsersPage>(query ? usersListPath(query) : null, {
    keepPreviousData: true,
    // A 403 (not an admin) or a 404 will not change by asking again.
    shouldRetryOnError: (error) => error.status === 0 || error.status >= 500,
  });
}

/** The server's largest page: more distributors than this would need a search instead of a select. */
const DISTRIBUTORS_PAGE_SIZE = 100;

/** The distributors, for choosing who serves a customer; asked for only while `enabled`. */
export function useDistributors(enabled = true) {
  const page = useApi<UsersPage>(
    enabled ? usersListPath({ role: 'distributor', per_page: DISTRIBUTORS_PAGE_SIZE }) : null,
    STATIC_DATA,
  );
  return { data: page.data?.data, total: page.data?.total, error: page.error, isLoading: page.isLoading };
}

/** GET /api/user-active/{id}: turns the account on or off; answers the updated user. */
export function toggleUserActive(id: number) {
  return callApi(toggleUserActiveCall, { params: { id } });
}

/** GET /api/user-active-map/{id}: shows or hides the user on the dealer map; answers the updated user. */
export function toggleUserMap(id: number) {
  return callApi(toggleUserOnMapCall, { params: { id } });
}

/** POST /api/user-add/ (the trailing slash is the spec's path). */
export function addUser(data: NewUser) {
  return callApi(addUserCall, { json: data });
}

/** POST /api/users/invitations: the account without a password; the person chooses it from the mailed link. */
export function inviteUser(data: NewInvitation) {
  return callApi(inviteUserCall, { json: data });
}

/** POST /api/users/{id}/invitation: a new link for a pending invitation (the earlier one stops working). */
export function resendInvitation(id: number) {
  return callApi(resendInvitationCall, { params: { id } });
}

export function updateUser(id: number, data: UserUpdate) {
  return callApi(updateUserCall, { params: { id }, json: data });
}

export function addCoordinates(id: number, coordinates: Coordinates) {
  return callApi(setUserCoordinatesCall, { params: { id }, json: coordinates });
}

type Identified = { id: number };

/** After a toggle the server answers the user: a new list with that entry replaced (spec §4). */
export function replaceUser<T extends Identified>(list: readonly T[], updated: T): T[] {
  return list.map((entry) => (entry.id === updated.id ? updated : entry));
}

/** The same, inside a page of GET /api/list-users. */
export function replaceUserInPage<P extends { data: T[] }, T extends Identified>(page: P, updated: T): P {
  return { ...page, data: replaceUser(page.data, updated) };
}
