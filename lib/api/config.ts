// Where the browser sends API calls and how the session token is kept (spec §9).

/**
 * Base URL of the back end. Empty means "same origin". The literal
 * `process.env.NEXT_PUBLIC_API_URL` access is what lets Next inline it at build time.
 */
export const API_URL = (process.env.NEXT_PUBLIC_API_URL ?? '').replace(/\/+$/, '');

/** localStorage key of the session token. */
export const TOKEN_KEY = 'user_token';

/** Placeholder bearer credential sent when no token is stored. */
export const NO_TOKEN = 'no token';
