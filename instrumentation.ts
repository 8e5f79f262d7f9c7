// Runs once when the server starts: opens the database, applies migrations and seeds an
// empty one, so the first visitor does not pay for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDbHandle } = await import('@/lib/server/db/client');
  const { captchaEnabled } = await import('@/lib/server/captcha');
  const started = Date.now();
  const handle = await getDbHandle();
  console.log(`[db] ${handle.driver === 'pglite' ? 'PGlite embebido' : 'PostgreSQL'} listo en ${Date.now() - started} ms`);
  if (!captchaEnabled()) console.log('[captcha] HCAPTCHA_SECRET no está definido: la verificación humana está desactivada.');
}
