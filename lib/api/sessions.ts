// The signed-in user's active sessions: the list (GET /api/sessions) and ending other ones, each
// after the current password is typed again. Signing out of this one is lib/api/session.ts.

import { endOtherSessionsCall } from '@/lib/contract/calls/end-other-sessions';
import { endSessionCall } from '@/lib/contract/calls/end-session';
import { sessionsCall } from '@/lib/contract/calls/sessions';
import type { SessionList } from '@/lib/contract/sessions';
import { callApi } from './call';
import { revalidatePaths, useApi } from './swr';

const SESSIONS_PATH = sessionsCall.path;

/** The user's sessions, newest use first, the current one marked. */
export function useSessions() {
  return useApi<SessionList>(SESSIONS_PATH, {
    // A 401 ends the session anyway; a 4xx will not change by asking again.
    shouldRetryOnError: (error) => error.status === 0 || error.status >= 500,
  });
}

/** DELETE /api/sessions/{id}: ends another session; a wrong password is a 422 on `password`. */
export async function endSession(id: number, password: string) {
  const result = await callApi(endSessionCall, { params: { id }, json: { password } });
  // A 404 means it had ended already: the list is stale either way.
  if (result.ok || result.status === 404) void revalidatePaths([SESSIONS_PATH]);
  return result;
}

/** POST /api/sessions/end-others: every session but this one ends; answers how many. */
export async function endOtherSessions(password: string) {
  const result = await callApi(endOtherSessionsCall, { json: { password } });
  if (result.ok) void revalidatePaths([SESSIONS_PATH]);
  return result;
}
