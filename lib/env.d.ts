export interface Env {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  SITE_URL?: string;
  DATA_DIR: string;
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE: number;
  SEED_DEMO: boolean;
  API_URL?: string;
  API_TIMEOUT_MS: number;
  REVALIDATE_SECRET?: string;
  /** Signs share links of the quoter (≥ 32 characters); else DATA_DIR/share-secret. */
  SHARE_SECRET?: string;
  /** Keys the security log's e-mail pseudonyms (≥ 32 characters); else DATA_DIR/log-pseudonym-secret. */
  LOG_PSEUDONYM_SECRET?: string;
  REVALIDATE_URLS: string[];
  NEXT_PUBLIC_API_URL?: string;
  NEXT_PUBLIC_MAPBOX_TOKEN?: string;
  NEXT_PUBLIC_MAP_STYLE_URL?: string;
  NEXT_PUBLIC_HCAPTCHA_SCRIPT_URL?: string;
  NEXT_PUBLIC_HCAPTCHA_SITEKEY?: string;
  HCAPTCHA_SECRET?: string;
  HCAPTCHA_VERIFY_URL: string;
  HCAPTCHA_TIMEOUT_MS: number;
  SMTP_URL?: string;
  MAIL_FROM: string;
  MAIL_TO: string;
  REDIS_URL?: string;
  TRUST_PROXY: number;
  CORS_ORIGINS: string[];
  REQUIRE_ADMIN_2FA: boolean;
  RATE_LIMITS: Partial<Record<'login' | 'loginAccount' | 'loginClient' | 'loginSuccess' | 'passwordCheck' | 'register' | 'recovery' | 'recoveryAccount' | 'contact' | 'quoteRequest' | 'quotePdf' | 'quoteShare', { points: number; duration: number }>>;
  SESSION_IDLE_HOURS: number;
  SESSION_MAX_DAYS: number;
  /** Live sessions per account (default 10); past it, a sign-in ends the one unused the longest. */
  SESSION_MAX_PER_USER: number;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}
export declare const env: Readonly<Env>;
export declare function loadEnv(source?: Record<string, string | undefined>): Readonly<Env>;
