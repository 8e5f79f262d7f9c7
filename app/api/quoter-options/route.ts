import { handle } from '@/lib/server/http/handler';
import { quoterEndpoints } from '@/lib/contract/endpoints/quoter';
import { quoterOptions } from '@/lib/server/use-cases/quoter';

// GET /api/quoter-options — lines → types (size limits) → fabrics → colours, awning models,
// motors, galleries, and the priced catalogue the browser quotes with; public (distributors
// signed in get their prices).
export const GET = handle(quoterEndpoints.quoterOptions, async ({ auth }) => quoterOptions(auth?.user ?? null));
