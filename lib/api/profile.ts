// The signed-in user's own account (spec §7): GET/PUT /api/login-user, the password calls and
// the profile photo.

import { checkPasswordCall } from '@/lib/contract/calls/check-password';
import { currentUserCall } from '@/lib/contract/calls/current-user';
import { updatePasswordCall } from '@/lib/contract/calls/update-password';
import { updateProfileCall } from '@/lib/contract/calls/update-profile';
import { uploadProfilePhotoCall } from '@/lib/contract/calls/upload-profile-photo';
import type { OwnProfileUpdate, PasswordUpdate, User } from '@/lib/contract/users';
import { callApi } from './call';
import { useApi } from './swr';

export function getLoginUser(signal?: AbortSignal) {
  return callApi(currentUserCall, { signal });
}

/** PUT /api/login-user: only the fields sent change; answers the updated user. */
export function saveProfile(data: OwnProfileUpdate) {
  return callApi(updateProfileCall, { json: data });
}

/** POST /api/check-password: 200 when it is the user's password, 422 otherwise. */
export function checkPassword(password: string) {
  return callApi(checkPasswordCall, { json: { password } });
}

/** PUT /api/update-password: the user's other sessions end. */
export function updatePassword(data: PasswordUpdate) {
  return callApi(updatePasswordCall, { json: data });
}

/** POST /api/image-user, multipart field `image`, with upload progress (0–1); answers the user. */
export function uploadProfileImage(
  file: Blob,
  onProgress: (fraction: number) => void = () => {},
  signal?: AbortSignal,
) {
  const formData = new FormData();
  formData.append('image', file);
  return callApi(uploadProfilePhotoCall, { formData, onUploadProgress: onProgress, signal });
}

/** The signed-in user, read through the cache. */
export function useLoginUser() {
  return useApi<User>(currentUserCall.path);
}
