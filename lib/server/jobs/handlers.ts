import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { deliverQueuedMail } from '@/lib/server/mail/queued';
import { refundOnlinePayments } from '@/lib/server/services/online-refunds';
import { expireQuote } from '@/lib/server/services/quote-expiry';
import { remindVisit } from '@/lib/server/services/visit-notices';
import type { JobHandlers } from './boss';

/** What works each queue: the server's workers (startJobWorkers) and the tests' drain use these. */
export const JOB_HANDLERS: JobHandlers = {
  mail: deliverQueuedMail,
  quote_expiry: async (job) => {
    await expireQuote(await getDb(), job);
  },
  visit_reminder: async (job) => {
    await remindVisit(await getDb(), job);
  },
  online_refund: async (job) => {
    await refundOnlinePayments(await getDb(), job.orderId);
  },
};
