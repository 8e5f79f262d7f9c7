import { handle } from '@/lib/server/http/handler';
import { businessEndpoints } from '@/lib/contract/endpoints/business';
import { businessSummary } from '@/lib/server/use-cases/business';

// GET /api/business-summary — ?anio=: the period's figures and today's pending ones; an admin all, a distributor its customers'.
export const GET = handle(businessEndpoints.businessSummary, async ({ auth, query }) =>
  businessSummary(auth.user, query()),
);
