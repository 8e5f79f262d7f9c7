// Runs once when the server starts: records each request's client address from its socket
// (lib/server/http/client-ip.ts), opens the database, applies migrations and seeds an empty
// one, and connects to Redis when set, so the first visitor does not pay for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installClientIpHook } = await import('@/lib/server/http/client-ip');
  installClientIpHook();
  const { getDbHandle } = await import('@/lib/server/db/client');
  const { captchaEnabled } = await import('@/lib/server/captcha');
  const started = Date.now();
  const handle = await getDbHandle();
  console.log(`[db] ${handle.driver === 'pglite' ? 'PGlite embebido' : 'PostgreSQL'} listo en ${Date.now() - started} ms`);
  const { warmUpRateLimits } = await import('@/lib/server/rate-limit/store');
  await warmUpRateLimits();
  if (!captchaEnabled()) console.log('[captcha] HCAPTCHA_SECRET no está definido: la verificación humana está desactivada.');
}
