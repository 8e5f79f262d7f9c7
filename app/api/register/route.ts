import { route, readBody, json } from '@/lib/server/http/handler';
import { registerSchema } from '@/lib/contract/auth';
import { getDb } from '@/lib/server/db/client';
import { verifyCaptcha } from '@/lib/server/captcha';
import { consume } from '@/lib/server/rate-limit';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { createUser, roleIdByName, serializeUser } from '@/lib/server/services/users';

// POST /api/register — creates a customer account; public, captcha-checked when configured;
// limited per IP (counted once the body is valid, before the captcha and the e-mail check).
export const POST = route('public', async ({ req, ip }) => {
  const data = await readBody(req, registerSchema);
  const limit = await consume('register', ip);
  await verifyCaptcha(data.hcaptcha_token, ip);
  const db = await getDb();
  const user = await createUser(db, {
    name: data.name, email: data.email, password: data.password, roleId: await roleIdByName(db, 'customer'),
    phone: data.phone.replace(/\D/g, '').replace(/^52(?=\d{10}$)/, ''), company: data.company || null,
    stateId: data.state_id, municipalityId: data.municipality_id,
  });
  return json(serializeUser(user), { status: 201, headers: rateLimitHeaders(limit) });
});
