// Runs once when the server starts: records each request's client address from its socket
// (lib/server/http/client-ip.ts) and whether it reached an HTTPS site (https-site-mark.ts), points
// methods a path does not take at a 405 (method-guard.ts) and paths that do not decode at a 400
// (malformed-url.ts), installs the clean stop on SIGTERM (lib/server/shutdown.ts), connects to
// Redis when set, listens for `npm run backup` on DATA_DIR's socket (PGlite), and starts opening the database, applying migrations and seeding an empty one, so
// the first visitor does not pay for it (lib/server/db/boot.ts says what happens when the database
// is down). It says which address the site uses and renews the pages its build prerendered for
// another. A front end only (API_URL set) opens nothing: it renews the pages its build rendered,
// from the host's API.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installClientIpHook } = await import('@/lib/server/http/client-ip');
  installClientIpHook();
  // After the client's scheme is known: marks requests to an HTTPS site for HSTS (next.config.js).
  const { installHttpsSiteMark } = await import('@/lib/server/http/https-site-mark');
  installHttpsSiteMark();
  // Before the malformed-URL guard: a method no path takes is refused whatever its path.
  const { installMethodGuard } = await import('@/lib/server/http/method-guard');
  installMethodGuard();
  // A method Node's parser does not know at all (FOO, TRACK) gets the same answer.
  const { installUnknownMethodAnswer } = await import('@/lib/server/http/unknown-method');
  installUnknownMethodAnswer();
  const { installMalformedUrlGuard } = await import('@/lib/server/http/malformed-url');
  installMalformedUrlGuard();
  const { installGracefulShutdown } = await import('@/lib/server/shutdown');
  const { frontEndOnly, building } = await import('@/lib/server/mode');
  if (frontEndOnly()) {
    const { env } = await import('@/lib/env');
    const { installFrontEndMark } = await import('@/lib/server/http/front-end-mark');
    installFrontEndMark(); // the proxy's page CSP naming the API host, on every page (proxy.ts)
    installGracefulShutdown({ closeDatabase: async () => false });
    console.log(`[sitio] Solo el sitio: páginas y navegador usan la API de ${env.API_URL}; sin base de datos propia.`);
    await renewBuiltPages(true);
    return;
  }
  const { closeAppDatabase } = await import('@/lib/server/db/client');
  const { openDatabaseAtStart } = await import('@/lib/server/db/boot');
  const { captchaEnabled } = await import('@/lib/server/captcha');
  const { stopJobs } = await import('@/lib/server/jobs/boss');
  // The queue lets go of its jobs first: the database it works on closes next.
  installGracefulShutdown({
    closeDatabase: async () => {
      await stopJobs();
      return closeAppDatabase();
    },
  });
  if (!captchaEnabled())
    console.log('[captcha] HCAPTCHA_SECRET no está definido: la verificación humana está desactivada.');
  const { warmUpRateLimits } = await import('@/lib/server/rate-limit/store');
  await warmUpRateLimits();
  // Not awaited: Next handles no request until register() returns, so awaiting made the first
  // request load its route only once the database was open. Now both happen at once, for a
  // faster start; a request that needs the database awaits the same opening (getDbHandle), and a
  // database that cannot open still stops the process (boot.ts).
  void openDatabaseAtStart();
  // `npm run backup` asks this server for PGlite's dump over a socket in DATA_DIR (lib/server/backup/socket.ts).
  if (!building()) void import('@/lib/server/backup/serve').then(({ serveBackups }) => serveBackups());
  await renewBuiltPages(false);
}

/**
 * Says which address the site uses (read now, not at build: one build serves any address) and, once
 * listening, renews what the build prerendered that does not hold here: pages naming another
 * address, and on a front end only the pages of the build's own data.
 */
async function renewBuiltPages(frontEndOnly: boolean) {
  const { env } = await import('@/lib/env');
  const { siteUrl, buildSiteUrl } = await import('@/lib/seo');
  const { expireBuiltPagesOnceListening, siteAddressNotice, tagsToRenewAtStart } =
    await import('@/lib/server/revalidation/expire-at-start');
  const starting = {
    frontEndOnly,
    siteUrl: siteUrl(),
    buildSiteUrl: process.env.NODE_ENV === 'production' ? buildSiteUrl() : undefined,
  };
  console.log(siteAddressNotice(starting, Boolean(env.SITE_URL)));
  expireBuiltPagesOnceListening(tagsToRenewAtStart(starting), starting.siteUrl);
}
