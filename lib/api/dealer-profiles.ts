// A dealer's page data (feature `dealer_profiles`): GET/PUT /api/dealer-profile/{userId}, the
// distributor's own or, for an admin, any distributor's.

import { dealerProfileCall } from '@/lib/contract/calls/dealer-profile';
import { saveDealerProfileCall } from '@/lib/contract/calls/save-dealer-profile';
import type { DealerProfile, DealerProfileUpdate } from '@/lib/contract/dealer-profiles';
import { useApi } from './swr';
import { callApi, pathTo } from './call';

/** One distributor's profile; nothing is asked while `userId` is null. */
export function useDealerProfile(userId: number | null) {
  return useApi<DealerProfile>(
    userId !== null && userId > 0 ? pathTo(dealerProfileCall, { params: { userId } }) : null,
  );
}

/** PUT: hours, products, services and description; answers the saved profile. */
export function saveDealerProfile(userId: number, profile: DealerProfileUpdate) {
  return callApi(saveDealerProfileCall, { params: { userId }, json: profile });
}
