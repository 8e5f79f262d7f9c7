import { POST as loginRoute } from '@/app/api/login/route';
import { call } from './http';

export const DEMO_PASSWORD = 'Solara-demo-2026';
export const ADMIN = 'admin@solara.test';
export const DISTRIBUTOR = 'distribuidor@solara.test';
export const CUSTOMER = 'cliente@solara.test';

/** Signs in through the real login route and returns the bearer token. */
export async function tokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(loginRoute, { json: { email, password } });
  if (res.status !== 200) throw new Error(`login de ${email} falló: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}
