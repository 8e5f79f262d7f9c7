// Where the browser sends API calls and how the session token is kept (spec §9).

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The API host fixed at build time (NEXT_PUBLIC_API_URL, inlined by Next), if any. Otherwise the
 * server that sent the page says at run time (API_URL of a front end only; '' when the API is
 * this same origin), so one build serves staging and production.
 */
const BUILT_API_URL = withoutTrailingSlash(process.env.NEXT_PUBLIC_API_URL ?? '');

/** Where the server says which API host its pages use (app/runtime-config/route.ts). */
const RUNTIME_CONFIG_PATH = '/runtime-config';

let known: string | null = BUILT_API_URL || null;
let asking: Promise<string> | null = null;

/** The API host, asked once per page load (the layout preloads the answer). */
export function loadApiBase(): Promise<string> {
  if (known !== null) return Promise.resolve(known);
  asking ??= fetch(RUNTIME_CONFIG_PATH)
    .then(async (response) => (response.ok ? (JSON.parse(await response.text()) as { api_url?: unknown }) : {}))
    .then((config: { api_url?: unknown }) => {
      known = typeof config.api_url === 'string' ? withoutTrailingSlash(config.api_url) : '';
      return known;
    })
    .catch(() => {
      asking = null; // ask again on the next call; this one goes to the same origin
      return '';
    });
  return asking;
}

/** The API host once known ('' is this origin): for URLs built from a reply, such as a photo's. */
export function apiBase(): string {
  return known ?? '';
}

/** Tests: the host as if the server had said it (null: not asked yet). */
export function setApiBase(url: string | null): void {
  known = url === null ? null : withoutTrailingSlash(url);
  asking = null;
}

/** localStorage key of the session token. */
export const TOKEN_KEY = 'user_token';

/** Placeholder bearer credential sent when no token is stored. */
export const NO_TOKEN = 'no token';
