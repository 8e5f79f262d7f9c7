// The API's limits the quoter needs on every page load, kept here rather than imported from
// lib/contract so the quoter's first JavaScript does not carry zod (it loads with the request
// form). limits.test.ts checks they match the schemas.

/** Pieces per quote (`quoteConfigSchema`'s MAX_ITEMS). */
export const MAX_ITEMS = 30;

/** Longest note on a quote or a request (`notes` in lib/contract/quote-requests.ts). */
export const NOTES_MAX = 2000;
