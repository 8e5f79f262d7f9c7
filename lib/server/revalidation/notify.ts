import 'server-only';
import { env } from '@/lib/env';
import { postRevalidation } from './send';

// The API tells its front ends (REVALIDATE_URLS) that public data changed, so their pages show it
// at once instead of within the 60 s of time-based revalidation. Changes in one burst (an admin
// saving a price list) go out as one call; a front end that does not answer is tried again a
// couple of times and then left to the timer.

const BATCH_MS = 150;
const TIMEOUT_MS = 3000;
const RETRY_DELAYS_MS = [1000, 5000];

const pending = new Set<string>();
let timer: ReturnType<typeof setTimeout> | null = null;
const inFlight = new Set<Promise<void>>();

export function notifyFrontEnds(tag: string): void {
  if (!env.REVALIDATE_URLS.length || !env.REVALIDATE_SECRET) return;
  pending.add(tag);
  timer ??= setTimeout(flush, BATCH_MS);
}

function flush(): void {
  timer = null;
  const body = JSON.stringify({ tags: [...pending].sort() });
  pending.clear();
  for (const base of env.REVALIDATE_URLS) {
    const delivery = deliver(base, body).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }
}

async function deliver(origin: string, body: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await postRevalidation(origin, body, TIMEOUT_MS);
    if (outcome === 'ok') return;
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined || outcome === 'refused') {
      console.warn(`[revalidate] ${origin} no aceptó el aviso (${body}); sus páginas se renuevan en a lo más 60 s.`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** Tests: waits until every call sent so far has finished (pending ones are sent first). */
export async function settleNotifications(): Promise<void> {
  if (timer) {
    clearTimeout(timer);
    flush();
  }
  await Promise.all(inFlight);
}
