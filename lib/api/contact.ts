// The contact form's call (POST /api/contact): public, captcha-checked, limited per IP (a 429
// says in Retry-After when to try again).

import { contactCall } from '@/lib/contract/calls/contact';
import type { ContactPayload } from '@/lib/contract/contact';
import { callApi } from './call';

export function sendContact(payload: ContactPayload) {
  return callApi(contactCall, { json: payload });
}
