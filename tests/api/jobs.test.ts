/** @jest-environment node */
// The durable jobs, through the queue itself (pg-boss on the app's database): a sent quote's
// expiry at its validity, skipped when the quote was sent again; and a mail that cannot be handed
// over retried, then listed for the administrator, who can put it back in the queue.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { drainJobs, scheduledJobs } from '@/tests/support/jobs';
import { quotes } from '@/lib/server/db/schema';
import { getBoss } from '@/lib/server/jobs/boss';
import type { QuoteExpiryJob } from '@/lib/server/jobs/queues';
import { queueMail } from '@/lib/server/mail/queued';
import { expireQuote } from '@/lib/server/services/quote-expiry';
import * as quotesRoute from '@/app/api/quotes/route';
import * as quoteRoute from '@/app/api/quotes/[id]/route';
import { POST as requestRoute } from '@/app/api/quotes/[id]/request/route';
import { POST as sendRoute } from '@/app/api/quotes/[id]/send/route';
import { GET as notificationsRoute } from '@/app/api/notifications/route';
import { GET as failedRoute } from '@/app/api/admin/failed-jobs/route';
import { POST as retryRoute } from '@/app/api/admin/failed-jobs/[id]/retry/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let distributor: string;
let admin: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  [customer, distributor, admin] = await Promise.all([tokenFor(CUSTOMER), tokenFor(DISTRIBUTOR), tokenFor(ADMIN)]);
});
afterAll(async () => {
  await db.dispose();
});

const piece = {
  line: 'toldos',
  type: 'retractiles',
  model: 'cofre-total-500',
  fabric: 'acrilico-solucion-tenida',
  color: 'arena',
  width_cm: 300,
  projection_cm: 200,
  quantity: 1,
  room: 'Terraza',
  options: { motor: null, installation: false, wind_sensor: false },
};
const id = (n: number) => ({ id: String(n) });

async function sentQuote(): Promise<number> {
  const saved = await call(quotesRoute.POST, { token: customer, json: { items: [piece] } });
  expect(saved).toMatchObject({ status: 201 });
  await call(requestRoute, { token: customer, params: id(saved.body.id), json: {} });
  expect(await call(sendRoute, { token: distributor, params: id(saved.body.id), json: {} })).toMatchObject({
    status: 200,
  });
  return saved.body.id;
}

const expiryOf = async (quoteId: number) =>
  (await scheduledJobs<QuoteExpiryJob>('quote_expiry')).filter((job) => job.data.quoteId === quoteId);

describe('a sent quote expires at its validity', () => {
  it('is waiting in the queue for its date, then marks the quote vencida and tells both sides', async () => {
    const quoteId = await sentQuote();
    const [row] = await db.db.select({ validUntil: quotes.validUntil }).from(quotes).where(eq(quotes.id, quoteId));
    const [job] = await expiryOf(quoteId);
    expect(job!.data).toEqual({ quoteId, validUntil: row!.validUntil.toISOString() });
    // Not due yet: a drain leaves it alone.
    await drainJobs(['quote_expiry']);
    expect((await call(quoteRoute.GET, { token: customer, params: id(quoteId) })).body.status).toBe('enviada');

    const after = new Date(row!.validUntil.getTime() + 1000);
    expect(await expireQuote(db.db, job!.data, after)).toBe('expired');
    const seen = (await call(quoteRoute.GET, { token: customer, params: id(quoteId) })).body;
    expect(seen.status).toBe('vencida');
    expect(seen.events.at(-1)).toMatchObject({ action: 'expire', by: null });
    const mine = (await call(notificationsRoute, { token: customer })).body.data[0];
    expect(mine).toMatchObject({ kind: 'quote_expired', link: `/panel/listas/cotizaciones/${quoteId}` });
    const theirs = (await call(notificationsRoute, { token: distributor })).body.data[0];
    expect(theirs.title).toContain('venció sin respuesta');
    // Run twice (a retry, another instance): nothing more happens.
    expect(await expireQuote(db.db, job!.data, after)).toBe('skipped');
  });

  it('does nothing for a validity the quote no longer has: sent again, it has a job of its own', async () => {
    const quoteId = await sentQuote();
    const [first] = await expiryOf(quoteId);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await call(sendRoute, { token: distributor, params: id(quoteId), json: {} });
    const jobs = await expiryOf(quoteId);
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    const late = new Date(Date.parse(first!.data.validUntil) + 60_000);
    expect(await expireQuote(db.db, first!.data, late)).toBe('skipped');
    expect((await call(quoteRoute.GET, { token: customer, params: id(quoteId) })).body.status).toBe('enviada');
  });
});

describe('a mail the server cannot hand over', () => {
  it('is retried, then listed as failed for the administrator, who puts it back in the queue', async () => {
    await drainJobs(['mail']); // what earlier tests queued goes first
    const mailDir = path.join(process.env.DATA_DIR!, 'mail');
    await rm(mailDir, { recursive: true, force: true });
    await mkdir(path.dirname(mailDir), { recursive: true });
    await writeFile(mailDir, 'no es una carpeta'); // the mail folder cannot be made: every send fails
    await queueMail({ to: 'alguien@ejemplo.mx', subject: 'Prueba de reintento', text: 'Hola' });
    const boss = await getBoss();
    let attempts = 0;
    for (let i = 0; i < 10; i += 1) {
      const [job] = (await boss.fetch('mail', { batchSize: 1, ignoreStartAfter: true })) ?? [];
      if (!job) break;
      attempts += 1;
      await drainFailing(boss, job.id, job.data);
    }
    expect(attempts).toBe(6); // the first try and five retries

    const failed = await call(failedRoute, { token: admin });
    expect(failed.status).toBe(200);
    const listed = failed.body.data.find((job: { summary: string }) => job.summary.includes('Prueba de reintento'));
    expect(listed).toMatchObject({
      queue: 'mail',
      label: 'Correo',
      attempts: 6,
      summary: 'Para alguien@ejemplo.mx · Prueba de reintento',
    });
    expect(listed.error).toMatch(/ENOTDIR|EEXIST|not a directory|file already exists/i);
    expect((await call(failedRoute, { token: distributor })).status).toBe(403);

    await rm(mailDir, { force: true });
    const retried = await call(retryRoute, { token: admin, params: { id: listed.id }, json: {} });
    expect(retried.body.message).toBe('Se volverá a intentar en unos segundos.');
    await drainJobs(['mail']);
    expect(
      (await call(failedRoute, { token: admin })).body.data.some((job: { id: string }) => job.id === listed.id),
    ).toBe(false);
    const bad = await call(retryRoute, { token: admin, params: { id: 'no-es-un-id' }, json: {} });
    expect(bad.status).toBe(404);
  });
});

/** What the worker does with a job whose handler throws: pg-boss counts the try and schedules the next. */
async function drainFailing(boss: Awaited<ReturnType<typeof getBoss>>, jobId: string, data: unknown) {
  const { JOB_HANDLERS } = await import('@/lib/server/jobs/handlers');
  try {
    await JOB_HANDLERS.mail(data as never);
    await boss.complete('mail', jobId);
  } catch (error) {
    await boss.fail('mail', jobId, { message: (error as Error).message });
  }
}
