// SWR options for reference data that does not change while a page is open.

import type { SWRConfiguration } from 'swr';

export const STATIC_DATA: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};
