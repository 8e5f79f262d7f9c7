// The job queue in the API suites: nothing works it in the background there; a test runs what is
// due with drainJobs(), through the same handlers the server's workers use, so a mail sent by the
// queue is in DATA_DIR/mail when the test reads it.
import type PgBoss from 'pg-boss';
import { getBoss } from '@/lib/server/jobs/boss';
import { JOB_HANDLERS } from '@/lib/server/jobs/handlers';
import type { QueueName } from '@/lib/server/jobs/queues';

/** Runs every job that is due (each queue until it is empty); answers how many ran. */
export async function drainJobs(
  names: readonly QueueName[] = ['mail', 'quote_expiry', 'visit_reminder', 'online_refund'],
): Promise<number> {
  const boss = await getBoss();
  let ran = 0;
  for (let round = 0; round < 20; round += 1) {
    let any = false;
    for (const name of names) {
      for (const job of (await boss.fetch(name, { batchSize: 50 })) ?? []) {
        any = true;
        ran += 1;
        try {
          await JOB_HANDLERS[name](job.data as never);
          await boss.complete(name, job.id);
        } catch (error) {
          await boss.fail(name, job.id, { message: (error as Error).message });
        }
      }
    }
    if (!any) return ran;
  }
  return ran;
}

/** The jobs of `name` waiting for their time (an expiry at a quote's validity), with their data. */
export async function scheduledJobs<T>(name: QueueName): Promise<PgBoss.Job<T>[]> {
  const boss = await getBoss();
  return ((await boss.fetch(name, { batchSize: 50, ignoreStartAfter: true })) ?? []) as PgBoss.Job<T>[];
}
