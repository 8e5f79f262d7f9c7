import { z } from 'zod';
import { route, readBody, json } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { recoverSchema } from '@/lib/contract/auth';
import { verifyCaptcha } from '@/lib/server/captcha';
import { consume } from '@/lib/server/rate-limit';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { requestPasswordReset } from '@/lib/server/services/auth';
import { appUrl } from '@/lib/server/http/app-url';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// The spec's front end sends {account: {email}}; DESIGN.md also accepts {email}.
const body = z.preprocess(
  (v) => (isObject(v) && isObject(v.account) ? { ...v.account, hcaptcha_token: v.hcaptcha_token } : v),
  recoverSchema,
);

// POST /api/send-recover-email — mails a reset link when the account exists; the same reply
// either way; public, captcha-checked when configured; limited per IP.
export const POST = route('public', async ({ req, ip }) => {
  const data = await readBody(req, body);
  const limit = await consume('recovery', ip);
  await verifyCaptcha(data.hcaptcha_token, ip);
  await requestPasswordReset(await getDb(), data.email, appUrl(req));
  return json({ message: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. El enlace vence en 60 minutos.' }, { headers: rateLimitHeaders(limit) });
});
