import { POST as loginRoute } from '@/app/api/login/route';
import { call } from './http';

export const DEMO_PASSWORD = 'Solara-demo-2026';
export const ADMIN = 'admin@solara.test';
export const DISTRIBUTOR = 'distribuidor@solara.test';
export const CUSTOMER = 'cliente@solara.test';

// Each sign-in from an address of its own (198.18.0.0/15, kept for tests), as separate devices:
// one address's successful sign-ins of an account are limited (loginSuccess), and the suites sign
// the demo accounts in far more often than a person would. rate-limits.test.ts tests that limit.
let device = 0;
const nextDevice = () => {
  device += 1;
  return `198.18.${Math.floor(device / 250) % 250}.${(device % 250) + 1}`;
};

/** Signs in through the real login route and returns the bearer token. */
export async function tokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(loginRoute, { json: { email, password }, headers: { 'X-Forwarded-For': nextDevice() } });
  if (res.status !== 200) throw new Error(`login de ${email} falló: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}
