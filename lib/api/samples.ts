// "Pedir muestras" (POST /api/sample-requests): up to five colours sent to an address, routed to
// the nearest dealer that sells their lines. Captcha-checked and limited per IP and per e-mail
// address (Retry-After on a 429); a 422 on `colors` when no dealer sells every line of them.

import { requestSamplesCall } from '@/lib/contract/calls/request-samples';
import type { SampleRequestPayload } from '@/lib/contract/samples';
import { callApi } from './call';

export function sendSampleRequest(payload: SampleRequestPayload) {
  return callApi(requestSamplesCall, { json: payload });
}
