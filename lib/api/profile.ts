// The signed-in user's own account (spec §7): GET/PUT /api/login-user, the password calls and
// the profile photo.

import * as calls from '@/lib/contract/calls';
import type { OwnProfileUpdate, PasswordUpdate, User } from '@/lib/contract/users';
import { callApi } from './call';
import { useApi } from './swr';

export function getLoginUser(signal?: AbortSignal) {
  return callApi(calls.currentUser, { signal });
}

/** PUT /api/login-user: only the fields sent change; answers the updated user. */
export function saveProfile(data: OwnProfileUpdate) {
  return callApi(calls.updateProfile, { json: data });
}

/** POST /api/check-password: 200 when it is the user's password, 422 otherwise. */
export function checkPassword(password: string) {
  return callApi(calls.checkPassword, { json: { password } });
}

/** PUT /api/update-password: the user's other sessions end. */
export function updatePassword(data: PasswordUpdate) {
  return callApi(calls.updatePassword, { json: data });
}

/** POST /api/image-user, multipart field `image`, with upload progress (0–1); answers the user. */
export function uploadProfileImage(
  file: Blob,
  onProgress: (fraction: number) => void = () => {},
  signal?: AbortSignal,
) {
  const formData = new FormData();
  formData.append('image', file);
  return callApi(calls.uploadProfilePhoto, { formData, onUploadProgress: onProgress, signal });
}

/** The signed-in user, read through the cache. */
export function useLoginUser() {
  return useApi<User>(calls.currentUser.path);
}
