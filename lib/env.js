// Environment, validated once with zod (the t3 way). next.config.js requires this file,
// so a bad value stops both `next build` and `next start` with a message naming it.
// Plain CommonJS on purpose: next.config.js loads it before any TypeScript is compiled. Its types
// are inferred from the schema (tsconfig's allowJs; the JSDoc below keeps them exact): no
// hand-written declaration to keep in step.
const { z } = require('zod');

/** @template {z.ZodType} T @param {T} schema */
const optional = (schema) => schema.optional();
const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Public base URL: canonical links, sitemap and links in mail (default http://localhost:PORT). */
    SITE_URL: optional(z.url()),
    DATA_DIR: optional(z.string().min(1)).transform((v) => v ?? '.data'),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://')),
    /** Connections per instance to PostgreSQL (instances × size must stay under max_connections). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SEED_DEMO: flag,
    /**
     * Set at start, a front end only: pages and the browser talk to the API on this host; the
     * process opens no database and serves no API of its own (DEPLOY.md, "Front end on its own").
     */
    API_URL: optional(z.url().regex(/^https?:\/\//, 'debe empezar con http:// o https://')).transform((v) =>
      v?.replace(/\/+$/, ''),
    ),
    /** How long a front end waits for the API host before serving what it last had. */
    API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(4000),
    /** Shared by the API and its front ends: signs the revalidation call (POST /api/revalidate). */
    REVALIDATE_SECRET: optional(z.string().min(32, 'debe tener al menos 32 caracteres')),
    /** On the API: the front ends (base URLs, comma-separated) told at once when public data changes. */
    REVALIDATE_URLS: optional(z.string()).transform((v, ctx) => parseOrigins(v, ctx)),
    /**
     * Signs the quoter's share links (POST /api/quote-share). Without it the API keeps a random one in
     * DATA_DIR/share-secret; several API instances must share one (set it, or share DATA_DIR).
     */
    SHARE_SECRET: optional(z.string().min(32, 'debe tener al menos 32 caracteres')),
    /**
     * Keys the security log's account pseudonyms (an HMAC of the e-mail). Without it the API keeps a
     * random one in DATA_DIR/log-pseudonym-secret; instances whose logs are read together share one.
     */
    LOG_PSEUDONYM_SECRET: optional(z.string().min(32, 'debe tener al menos 32 caracteres')),
    NEXT_PUBLIC_API_URL: optional(z.url()),
    NEXT_PUBLIC_MAPBOX_TOKEN: optional(z.string()),
    // A tile style URL, or "offline" for the app's own offline map only (lib/dealers/map-style.ts).
    NEXT_PUBLIC_MAP_STYLE_URL: optional(z.union([z.literal('offline'), z.url()])),
    NEXT_PUBLIC_HCAPTCHA_SITEKEY: optional(z.string()),
    /** The verification script from the provider's alternative domain (spec §7) or a proxy; added to the CSP. */
    NEXT_PUBLIC_HCAPTCHA_SCRIPT_URL: optional(z.url()),
    HCAPTCHA_SECRET: optional(z.string()),
    HCAPTCHA_VERIFY_URL: optional(z.url()).transform((v) => v ?? 'https://api.hcaptcha.com/siteverify'),
    HCAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://')),
    MAIL_FROM: optional(z.string()).transform((v) => v ?? 'Solara Persianas y Toldos <no-responder@solara.test>'),
    MAIL_TO: optional(z.string()).transform((v) => v ?? 'ventas@solara.test'),
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'debe empezar con redis:// o rediss://')),
    /** Reverse proxies in front of the app that append to X-Forwarded-For (0: none, the socket is the client). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Origins of front ends on other hosts that may call this API from the browser (CORS), comma-separated. */
    CORS_ORIGINS: optional(z.string()).transform((v, ctx) => parseOrigins(v, ctx)),
    /** 1: administrators must turn on the second factor (TOTP) before anything else. */
    REQUIRE_ADMIN_2FA: flag,
    /** Overrides of rate limits, `name=points/seconds,…` (names in lib/server/rate-limit/limits.ts). */
    RATE_LIMITS: optional(z.string()).transform((v, ctx) => parseRateLimits(v, ctx)),
    /** A session (bearer token) unused for this many hours stops working (ASVS 7.3.1). */
    SESSION_IDLE_HOURS: z.coerce.number().int().min(1).max(8760).default(12),
    /** A session stops working this many days after sign-in, used or not (ASVS 7.3.2). */
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Live sessions an account may have; a new sign-in past it ends the one unused the longest. */
    SESSION_MAX_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
    // Online payment (Stripe Checkout): both keys or none; without them the panel offers the manual methods.
    STRIPE_SECRET_KEY: optional(
      z.string().regex(/^(sk|rk)_/, 'debe empezar con sk_ o rk_ (la clave secreta de Stripe)'),
    ),
    STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'debe empezar con whsec_ (el secreto del webhook)')),
    /** Another address for Stripe's API: the tests' local fake; never set in production. */
    STRIPE_API_BASE: optional(z.url().regex(/^https?:\/\//, 'debe empezar con http:// o https://')),
    S3_ENDPOINT: optional(z.url()),
    S3_BUCKET: optional(z.string()),
    S3_REGION: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
  })
  .superRefine((value, ctx) => {
    // Half an S3 configuration would silently keep uploads on this disk: all four or none.
    const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    if (s3.some((name) => value[name]) && !s3.every((name) => value[name])) {
      for (const name of s3.filter((n) => !value[n]))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'falta: S3 necesita S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY',
        });
    }
    // A key without the webhook's secret would take payments it could never confirm.
    if (Boolean(value.STRIPE_SECRET_KEY) !== Boolean(value.STRIPE_WEBHOOK_SECRET)) {
      const missing = value.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'falta: el pago en línea necesita STRIPE_SECRET_KEY y STRIPE_WEBHOOK_SECRET',
      });
    }
    // Front ends to tell without a secret to sign with would each refuse every call.
    if (value.REVALIDATE_URLS.length && !value.REVALIDATE_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['REVALIDATE_SECRET'],
        message: 'falta: REVALIDATE_URLS necesita REVALIDATE_SECRET para firmar los avisos',
      });
    }
  });

const RATE_LIMIT_NAMES = /** @type {const} */ ([
  'login',
  'loginAccount',
  'loginClient',
  'loginSuccess',
  'passwordCheck',
  'register',
  'recovery',
  'recoveryAccount',
  'contact',
  'quoteRequest',
  'samples',
  'samplesEmail',
  'quotePdf',
  'quoteShare',
  'invitation',
]);
/** @typedef {(typeof RATE_LIMIT_NAMES)[number]} RateLimitName */

// `https://www.example.mx, https://staging.example.mx` → ['https://www.example.mx', …]: each an
// origin exactly as a browser sends it (scheme, host, port; no path, no trailing slash).
/** @param {string | undefined} value @param {z.RefinementCtx} ctx @returns {string[]} */
function parseOrigins(value, ctx) {
  const origins = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      ctx.addIssue({
        code: 'custom',
        message: `«${origin}» no es un origen: usa esquema, host y puerto, sin ruta, p. ej. https://www.example.mx`,
      });
      return z.NEVER;
    }
  }
  return origins;
}

// `register=200/3600,contact=20/900` → { register: { points: 200, duration: 3600 }, … }.
/**
 * @param {string | undefined} value @param {z.RefinementCtx} ctx
 * @returns {Partial<Record<RateLimitName, { points: number, duration: number }>>}
 */
function parseRateLimits(value, ctx) {
  /** @type {Partial<Record<RateLimitName, { points: number, duration: number }>>} */
  const out = {};
  for (const item of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(\d{1,6})\/(\d{1,6})$/.exec(item);
    if (
      !match ||
      !(/** @type {readonly string[]} */ (RATE_LIMIT_NAMES).includes(match[1])) ||
      Number(match[2]) < 1 ||
      Number(match[3]) < 1
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `«${item}» no es válido: usa nombre=intentos/segundos con nombre en ${RATE_LIMIT_NAMES.join(', ')}`,
      });
      return z.NEVER;
    }
    out[/** @type {RateLimitName} */ (match[1])] = { points: Number(match[2]), duration: Number(match[3]) };
  }
  return out;
}

/** @param {Record<string, string | undefined>} [source] */
function loadEnv(source = process.env) {
  // Empty values (`PORT=` in a .env file) mean "not set".
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    const error = new Error(`Variables de entorno inválidas:\n${lines.join('\n')}`);
    error.name = 'InvalidEnvironment';
    throw error;
  }
  return Object.freeze(parsed.data);
}

const env = loadEnv();

/** @typedef {z.infer<typeof schema>} Env */

module.exports = { env, loadEnv };
