import 'server-only';
import type { BusinessQuery, BusinessSummary } from '@/lib/contract/business';
import { getDb } from '@/lib/server/db/client';
import { businessSummary as summarize } from '@/lib/server/services/business-summary';
import type { UserRecord } from '@/lib/server/services/users';

// The business at a glance (lib/server/services/business-summary.ts): the reader's own figures.

export async function businessSummary(actor: UserRecord, query: BusinessQuery): Promise<BusinessSummary> {
  return summarize(await getDb(), actor, query.anio);
}
