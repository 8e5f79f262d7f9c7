// A dealer's page data (feature `dealer_profiles`): GET/PUT /api/dealer-profile/{userId}, the
// distributor's own or, for an admin, any distributor's.

import * as calls from '@/lib/contract/calls';
import type { DealerProfile, DealerProfileUpdate } from '@/lib/contract/dealer-profiles';
import { useApi } from './swr';
import { callApi, pathTo } from './call';

/** One distributor's profile; nothing is asked while `userId` is null. */
export function useDealerProfile(userId: number | null) {
  return useApi<DealerProfile>(
    userId !== null && userId > 0 ? pathTo(calls.dealerProfile, { params: { userId } }) : null,
  );
}

/** PUT: hours, products, services and description; answers the saved profile. */
export function saveDealerProfile(userId: number, profile: DealerProfileUpdate) {
  return callApi(calls.saveDealerProfile, { params: { userId }, json: profile });
}
