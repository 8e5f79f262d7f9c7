import 'server-only';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import type { Dealer } from '@/lib/contract/dealers';

/**
 * What the public pages read, from wherever the data lives: this process's database
 * (./local.ts) or the API host of a front end only (./remote.ts). Both cache across requests
 * under the tags `catalog` and `dealers`, which the revalidation call expires.
 */
export type SiteDataSource = {
  /** The active catalogue at public prices. */
  catalog(): Promise<CatalogSnapshot>;
  /** The dealers the locator shows. */
  dealers(): Promise<Dealer[]>;
};
