// A dealer's page data (feature `dealer_profiles`): GET/PUT /api/dealer-profile/{userId}, the
// distributor's own or, for an admin, any distributor's.

import type { DealerProfile, DealerProfileUpdate } from '@/lib/contract/dealer-profiles';
import { useApi } from './swr';
import { request } from './transport';

const dealerProfilePath = (userId: number) => `/api/dealer-profile/${userId}`;

/** One distributor's profile; nothing is asked while `userId` is null. */
export function useDealerProfile(userId: number | null) {
  return useApi<DealerProfile>(userId !== null && userId > 0 ? dealerProfilePath(userId) : null);
}

/** PUT: hours, products, services and description; answers the saved profile. */
export function saveDealerProfile(userId: number, profile: DealerProfileUpdate) {
  return request<DealerProfile>(dealerProfilePath(userId), { method: 'PUT', json: profile });
}
