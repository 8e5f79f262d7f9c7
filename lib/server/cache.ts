import 'server-only';
import { unstable_cache } from 'next/cache';

/**
 * A query cached across requests in Next's data cache, under `tags`, for `revalidate` seconds.
 * Outside a Next server (tests, scripts) there is no cache and the query simply runs.
 */
export function cachedQuery<T>(
  query: () => Promise<T>,
  key: string,
  tags: string[],
  revalidate: number,
): () => Promise<T> {
  const cached = unstable_cache(query, [key], { tags, revalidate });
  return async () => {
    try {
      return await cached();
    } catch (error) {
      if (error instanceof Error && error.message.includes('incrementalCache missing')) return query();
      throw error;
    }
  };
}
