/** The host of the default street map (OpenFreeMap), allowed unless NEXT_PUBLIC_MAP_STYLE_URL says otherwise. */
export declare const OPEN_MAP_HOSTS: readonly string[];
export declare const NONCE_ROUTES: readonly ['/login', '/autenticacion', '/panel'];
export declare function needsNonce(pathname: string): boolean;
export type CspOptions = {
  /** Per-request nonce: `script-src 'nonce-…' 'strict-dynamic'` instead of 'unsafe-inline'. */
  nonce?: string;
  /** `next dev`: React needs eval for its debugging stacks. */
  dev?: boolean;
  /** Only over HTTPS: on plain http://localhost it would send every request to https. */
  upgradeInsecureRequests?: boolean;
  /** Build-time public settings (NEXT_PUBLIC_*) that add hosts. */
  mapboxToken?: string;
  /** A tile style URL (its host is allowed), "offline" (no tile host), or unset (OpenFreeMap's host). */
  mapStyleUrl?: string;
  /** NEXT_PUBLIC_HCAPTCHA_SCRIPT_URL: the verification script's alternative domain. */
  captchaScriptUrl?: string;
  apiUrl?: string;
};
export declare function contentSecurityPolicy(options?: CspOptions): string;
export declare const API_CSP: string;
export declare const PERMISSIONS_POLICY: string;
export declare const HSTS: string;
/** The request mark of an HTTPS site (lib/server/http/https-site-mark.ts), matched in next.config.js. */
export declare const HTTPS_SITE_HEADER: 'x-solara-https-site';
export declare function wantsHsts(input: {
  production: boolean;
  siteUrl?: string;
  trustProxy: number;
  forwardedProto?: string | null;
}): boolean;
export declare function newNonce(): string;
