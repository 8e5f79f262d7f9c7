import 'server-only';
import { env } from '@/lib/env';

// One build, two ways to run it (DEPLOY.md): with API_URL set at start the process is a front end
// only — pages read the host's API, the browser calls it directly — and it opens no database,
// writes nothing under DATA_DIR and answers no API call but its own revalidation.

/** A front end only: API_URL names the host that holds the data. */
export const frontEndOnly = (): boolean => Boolean(env.API_URL);

/** `next build` prerenders from a seeded in-memory copy, whatever API_URL says (the host may not be up). */
export const building = (): boolean => process.env.NEXT_PHASE === 'phase-production-build';
