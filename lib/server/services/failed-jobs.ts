import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import type { FailedJob } from '@/lib/contract/jobs';
import { getBoss } from '@/lib/server/jobs/boss';
import { QUEUE_LABELS } from '@/lib/server/jobs/queues';
import { NotFoundError } from '@/lib/server/errors';

// The jobs that gave up after every retry, newest first, from the queue's own tables (pg-boss
// keeps a failed job in pgboss.job, then in pgboss.archive, for about a week).

type Row = {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  output: { message?: string } | null;
  retry_count: number;
  completed_on: Date | string | null;
};

function summaryOf(row: Row): string {
  const data = row.data ?? {};
  if (row.name === 'mail') return `Para ${String(data.to ?? '?')} · ${String(data.subject ?? '')}`;
  if (row.name === 'quote_expiry') return `Cotización ${String(data.quoteId ?? '?')}`;
  return row.name;
}

export async function listFailedJobs(db: Db, limit = 50): Promise<FailedJob[]> {
  await getBoss(); // the queue's schema exists once it has started
  const result = await db.execute(sql`
    select id::text, name, data, output, retry_count, completed_on from pgboss.job
    where state = 'failed' and name <> 'mail_failed'
    union all
    select id::text, name, data, output, retry_count, completed_on from pgboss.archive
    where state = 'failed' and name <> 'mail_failed'
    order by completed_on desc nulls last
    limit ${limit}`);
  const rows = (result as unknown as { rows: Row[] }).rows ?? (result as unknown as Row[]);
  return rows.map((row) => ({
    id: row.id,
    queue: row.name,
    label: QUEUE_LABELS[row.name] ?? row.name,
    summary: summaryOf(row),
    error: row.output?.message ?? null,
    attempts: Number(row.retry_count) + 1,
    failed_at: row.completed_on ? new Date(row.completed_on).toISOString() : null,
  }));
}

/** Puts a failed job back in its queue, to be tried again now. */
export async function retryFailedJob(db: Db, id: string): Promise<void> {
  const job = (await listFailedJobs(db, 500)).find((candidate) => candidate.id === id);
  if (!job) throw new NotFoundError('El trabajo no existe o ya no está fallido.');
  await (await getBoss()).retry(job.queue, id);
}
