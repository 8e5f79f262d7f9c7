import 'server-only';
import { env } from '@/lib/env';
import { InvalidInputError } from '@/lib/server/errors';

export const captchaEnabled = () => Boolean(env.HCAPTCHA_SECRET);

const FAILED = 'No pudimos confirmar que eres una persona. Completa la verificación e inténtalo de nuevo.';
const UNAVAILABLE = 'El servicio de verificación no respondió. Inténtalo de nuevo en unos momentos.';

/**
 * Verifies an hCaptcha token at HCAPTCHA_VERIFY_URL when HCAPTCHA_SECRET is set; a timeout or
 * network failure fails closed, as invalid input on `hcaptcha_token`. Without a secret, captcha is off.
 */
export async function verifyCaptcha(token: unknown, remoteIp: string): Promise<void> {
  if (!env.HCAPTCHA_SECRET) return;
  if (typeof token !== 'string' || token.length === 0 || token.length > 10_000) {
    throw InvalidInputError.field('hcaptcha_token', 'Completa la verificación "No soy un robot".');
  }
  const body = new URLSearchParams({ secret: env.HCAPTCHA_SECRET, response: token, remoteip: remoteIp });
  if (process.env.NEXT_PUBLIC_HCAPTCHA_SITEKEY) body.set('sitekey', process.env.NEXT_PUBLIC_HCAPTCHA_SITEKEY);
  let result: { success?: boolean };
  try {
    const res = await fetch(env.HCAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(env.HCAPTCHA_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`siteverify respondió ${res.status}`);
    result = (await res.json()) as { success?: boolean };
  } catch (error) {
    console.warn('[captcha] verificación no disponible:', (error as Error).message);
    throw InvalidInputError.field('hcaptcha_token', UNAVAILABLE);
  }
  if (result.success !== true) throw InvalidInputError.field('hcaptcha_token', FAILED);
}
