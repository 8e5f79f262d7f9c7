import 'server-only';
import type { RateLimitState } from '@/lib/server/rate-limit';

/** X-RateLimit-Limit / -Remaining / -Reset of a limit's state; none when the limiter could not count. */
export function rateLimitHeaders(state: RateLimitState | null): Record<string, string> {
  if (!state) return {};
  return {
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(state.resetAt),
  };
}
