import 'server-only';
import { building, frontEndOnly } from '@/lib/server/mode';
import { localSource } from './local';
import { remoteSource } from './remote';
import type { SiteDataSource } from './source';

// The public pages' one way to their data (./source.ts): this process's database, or the API
// host when API_URL is set (a front end only). A build always renders from its seeded in-memory
// copy; a front end only expires those pages when it starts (instrumentation.ts).

const source = (): SiteDataSource => (frontEndOnly() && !building() ? remoteSource : localSource);

export const getCatalog = () => source().catalog();

export const getPublicDealers = () => source().dealers();

/** How many dealers the locator shows and in how many states (the home page's teaser). */
export async function getDealerStats(): Promise<{ dealers: number; states: number }> {
  const dealers = await getPublicDealers();
  return { dealers: dealers.length, states: new Set(dealers.flatMap((d) => (d.state ? [d.state.id] : []))).size };
}
