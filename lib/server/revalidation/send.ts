import 'server-only';
import { revalidationSecret } from './secret';
import { SIGNATURE_HEADER, signRevalidation } from './signature';

/**
 * POSTs a revalidation body, signed, to a front end's (or this process's own) `/api/revalidate`.
 * `refused`: it answered no (4xx; a wrong secret will not get better by retrying); `failed`: no
 * answer, or a 5xx.
 */
export async function postRevalidation(
  origin: string,
  body: string,
  timeoutMs: number,
): Promise<'ok' | 'refused' | 'failed'> {
  try {
    const response = await fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signRevalidation(body, revalidationSecret()) },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return 'ok';
    return response.status >= 400 && response.status < 500 ? 'refused' : 'failed';
  } catch {
    return 'failed';
  }
}
