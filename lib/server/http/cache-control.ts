import 'server-only';

// Cache-Control of the public reads; everything else is `no-store` (json() in handler.ts).

/** States and municipalities change only through the import script: browsers keep them an hour. */
export const GEO_CACHE_CONTROL = 'public, max-age=3600';

/** Data the server itself caches for `seconds`: shared caches may keep it as long, browsers ask again. */
export const sharedCacheControl = (seconds: number) =>
  `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;

/** What a host supports changes only with a deploy: a minute in any cache is fine. */
export const CAPABILITIES_CACHE_CONTROL = 'public, max-age=60';
