import 'server-only';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { limitDefinition, type LimitName } from './limits';

// The limiters: in this process's memory, or in Redis when REDIS_URL is set so that every
// instance counts together. If Redis stops answering, each Redis limiter falls back to its
// in-memory twin (rate-limiter-flexible's insuranceLimiter) — limits stay on, per instance —
// with one log line per outage: a rate limit never turns a request into a 500.

export const KEY_PREFIX = 'solara:rl';

type Store = {
  redis?: Redis;
  /** Settles once the first connection is ready or has failed (at most READY_WAIT_MS). */
  ready?: Promise<void>;
  limiters: Map<LimitName, RateLimiterAbstract>;
};

const READY_WAIT_MS = 1500;
// On globalThis: the bundler may give each route its own copy of this module, and the
// process must keep a single Redis connection.
const STORE = Symbol.for('solara.rateLimitStore');

function store(): Store {
  const scope = globalThis as typeof globalThis & { [STORE]?: Store };
  return (scope[STORE] ??= { limiters: new Map() });
}

function connect(url: string, current: Store): Redis {
  const redis = new Redis(url, {
    // Fail fast instead of queueing while disconnected: the insurance limiter answers then.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.warn(
      `[rate-limit] Redis no responde (${error.message}): límites en la memoria de esta instancia hasta que vuelva.`,
    );
  });
  redis.on('ready', () => {
    if (down) console.log('[rate-limit] Redis responde de nuevo: límites compartidos entre instancias.');
    down = false;
  });
  current.ready = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, READY_WAIT_MS);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', settle);
    redis.once('error', settle);
  });
  return redis;
}

function create(name: LimitName, current: Store): RateLimiterAbstract {
  const { points, duration } = limitDefinition(name);
  const keyPrefix = `${KEY_PREFIX}:${name}`;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!env.REDIS_URL) return memory;
  current.redis ??= connect(env.REDIS_URL, current);
  return new RateLimiterRedis({
    storeClient: current.redis,
    keyPrefix,
    points,
    duration,
    insuranceLimiter: memory,
    rejectIfRedisNotReady: true,
  });
}

/** The limiter `name`, created on first use (the Redis connection too). */
export async function limiter(name: LimitName): Promise<RateLimiterAbstract> {
  const current = store();
  let found = current.limiters.get(name);
  if (!found) {
    found = create(name, current);
    current.limiters.set(name, found);
  }
  await current.ready;
  return found;
}

/** Starts the Redis connection at boot so the first request finds it ready (instrumentation.ts). */
export async function warmUpRateLimits(): Promise<void> {
  if (env.REDIS_URL) await limiter('login');
}

/** Closes the Redis connection and forgets the limiters (tests). */
export async function closeRateLimitStore(): Promise<void> {
  const current = store();
  current.limiters.clear();
  const redis = current.redis;
  current.redis = undefined;
  current.ready = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
