import 'server-only';
import PgBoss from 'pg-boss';
import { getDbHandle } from '@/lib/server/db/client';
import { logFailure } from '@/lib/server/log';
import { bossExecutor } from './executor';
import { QUEUES, type JobData, type QueueName } from './queues';

/** What works each queue (./handlers.ts): a throw is a retry. */
export type JobHandlers = { [Q in QueueName]: (data: JobData[Q]) => Promise<void> };

// The process's job queue (pg-boss, on the app's own database: its schema `pgboss`). Every
// process can send; the server's also works the queues (startJobWorkers, at start): jobs survive
// a restart, and several instances on one PostgreSQL take each job once (FOR UPDATE SKIP LOCKED).
// Never send from inside an open transaction: on PGlite the queue's statement would wait for the
// transaction that waits for it.

type State = { boss?: Promise<PgBoss>; working?: boolean };
const state = globalThis as typeof globalThis & { __solaraJobs?: State };
const jobs = () => (state.__solaraJobs ??= {});

/** createQueue can deadlock when instances create the same queue at once (pg-boss 10): it is safe to try again. */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await boss.createQueue(queue.name, queue);
      await boss.updateQueue(queue.name, queue);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300));
    }
  }
}

async function openBoss(): Promise<PgBoss> {
  const boss = new PgBoss({
    db: bossExecutor(await getDbHandle()),
    schedule: false,
    // Maintenance (expiring stuck jobs, archiving) runs where the queues are worked.
    supervise: jobs().working === true,
    pollingIntervalSeconds: 2,
  });
  boss.on('error', (error) => logFailure('[jobs] error de la cola', error));
  await boss.start();
  for (const queue of QUEUES) await ensureQueue(boss, queue);
  return boss;
}

/** The queue, started on first use (its schema is created then, once per database). */
export function getBoss(): Promise<PgBoss> {
  const holder = jobs();
  holder.boss ??= openBoss().catch((error: unknown) => {
    holder.boss = undefined;
    throw error;
  });
  return holder.boss;
}

/** Adds a job; `startAfter` delays it (a reminder, an expiry). Outside any open transaction. */
export async function enqueue<Q extends QueueName>(name: Q, data: JobData[Q], options: PgBoss.SendOptions = {}) {
  return (await getBoss()).send(name, data, options);
}

/** The server works every queue: each handler gets one job at a time, and a throw is a retry. */
export async function startJobWorkers(handlers: JobHandlers): Promise<void> {
  const holder = jobs();
  if (holder.working) return;
  holder.working = true;
  const boss = await getBoss();
  for (const name of Object.keys(handlers) as QueueName[]) {
    await boss.work(name, { batchSize: 1 }, async ([job]) => {
      if (job) await handlers[name](job.data as never);
    });
  }
}

/** Stops taking jobs (shutdown): those running finish or fail (one retry spent). */
export async function stopJobs(): Promise<void> {
  const pending = jobs().boss;
  state.__solaraJobs = {};
  if (!pending) return;
  const boss = await pending.catch(() => null);
  await boss?.stop({ graceful: true, timeout: 10_000, wait: true });
}
