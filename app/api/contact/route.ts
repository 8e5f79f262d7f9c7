import { route, readBody, json } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { contactSchema } from '@/lib/contract/contact';
import { verifyCaptcha } from '@/lib/server/captcha';
import { consume } from '@/lib/server/rate-limit';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { submitContact } from '@/lib/server/services/contact';

// POST /api/contact — a contact message: stored, mailed to the brand (and to the chosen
// dealer) with a confirmation to the sender; public, captcha-checked, limited per IP.
export const POST = route('public', async ({ req, ip }) => {
  const data = await readBody(req, contactSchema);
  const limit = await consume('contact', ip);
  await verifyCaptcha(data.hcaptcha_token, ip);
  const { id, dealerName } = await submitContact(await getDb(), data, ip);
  return json({
    id,
    message: dealerName
      ? `Gracias, recibimos tu mensaje. ${dealerName} te contactará pronto; te enviamos una copia por correo.`
      : 'Gracias, recibimos tu mensaje. Un asesor te contactará pronto; te enviamos una copia por correo.',
  }, { status: 201, headers: rateLimitHeaders(limit) });
});
