import 'server-only';
import { loadCatalog, getPublicDealers } from '@/lib/server/services/public-data';
import { catalogForPriceList } from '@/lib/server/services/quoter';
import type { SiteDataSource } from './source';

/** Pages and API in one process: the same cached reads the API answers with (public prices only). */
export const localSource: SiteDataSource = {
  catalog: async () => catalogForPriceList(await loadCatalog(), 'publico'),
  dealers: getPublicDealers,
};
