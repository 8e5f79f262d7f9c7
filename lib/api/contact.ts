// The contact form's call (POST /api/contact): public, captcha-checked, limited per IP (a 429
// says in Retry-After when to try again).

import type { ContactPayload, ContactReply } from '@/lib/contract/contact';
import { request } from './transport';

export function sendContact(payload: ContactPayload) {
  return request<ContactReply>('/api/contact', { json: payload });
}
