import { route } from '@/lib/server/http/handler';
import { getCatalog } from '@/lib/server/services/public-data';
import { priceListFor, quoterOptions } from '@/lib/server/services/quoter';

// GET /api/quoter-options — lines → types (size limits) → fabrics → colours, awning models,
// motors, galleries, and the priced catalogue the browser quotes with; public (distributors
// signed in get their prices).
export const GET = route('optional', async ({ auth }) => quoterOptions(await getCatalog(), priceListFor(auth?.user)));
