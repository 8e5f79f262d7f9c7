import { route, json } from '@/lib/server/http/handler';
import { getPublicDealers, PUBLIC_REVALIDATE_SECONDS } from '@/lib/server/services/public-data';

// GET /api/dealers — active distributors shown on the map, with public contact data and
// coordinates; public, cached (an admin's change shows within 60 s, at once through the cache tag).
export const GET = route('public', async () => json(await getPublicDealers(), {
  headers: { 'Cache-Control': `public, max-age=0, s-maxage=${PUBLIC_REVALIDATE_SECONDS}, stale-while-revalidate=${PUBLIC_REVALIDATE_SECONDS}` },
}));
