// The contact form's call (POST /api/contact): public, captcha-checked, limited per IP (a 429
// says in Retry-After when to try again).

import * as calls from '@/lib/contract/calls';
import type { ContactPayload } from '@/lib/contract/contact';
import { callApi } from './call';

export function sendContact(payload: ContactPayload) {
  return callApi(calls.contact, { json: payload });
}
