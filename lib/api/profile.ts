// The signed-in user's own account (spec §7): GET/PUT /api/login-user, the password calls and
// the profile photo.

import type { MessageBody } from '@/lib/contract/common';
import type { OwnProfileUpdate, PasswordUpdate, User } from '@/lib/contract/users';
import { useApi } from './swr';
import { request } from './transport';

const LOGIN_USER_PATH = '/api/login-user';

export function getLoginUser(signal?: AbortSignal) {
  return request<User>(LOGIN_USER_PATH, { signal });
}

/** PUT /api/login-user: only the fields sent change; answers the updated user. */
export function saveProfile(data: OwnProfileUpdate) {
  return request<User>(LOGIN_USER_PATH, { method: 'PUT', json: data });
}

/** POST /api/check-password: 200 when it is the user's password, 422 otherwise. */
export function checkPassword(password: string) {
  return request<MessageBody>('/api/check-password', { json: { password } });
}

/** PUT /api/update-password: the user's other sessions end. */
export function updatePassword(data: PasswordUpdate) {
  return request<MessageBody>('/api/update-password', { method: 'PUT', json: data });
}

/** POST /api/image-user, multipart field `image`, with upload progress (0–1); answers the user. */
export function uploadProfileImage(
  file: Blob,
  onProgress: (fraction: number) => void = () => {},
  signal?: AbortSignal,
) {
  const formData = new FormData();
  formData.append('image', file);
  return request<User>('/api/image-user', { formData, onUploadProgress: onProgress, signal });
}

/** The signed-in user, read through the cache. */
export function useLoginUser() {
  return useApi<User>(LOGIN_USER_PATH);
}
