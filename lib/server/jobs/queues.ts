import 'server-only';
import type PgBoss from 'pg-boss';

// The durable jobs: what each queue carries and how it retries. A mail that cannot be sent is
// tried again with growing waits; after the last try it stays failed, listed for the
// administrator (GET /api/admin/failed-jobs), with a copy in mail_failed.

/** A mail, as `sendMail` takes it; attachments in base64 (the job is JSON). */
export type MailJob = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; base64: string }[];
};

/** A sent quote's validity ending: at `validUntil`, unless it was sent again meanwhile. */
export type QuoteExpiryJob = { quoteId: number; validUntil: string };

/** The day before a visit: a reminder to its customer, unless it was moved or cancelled meanwhile. */
export type VisitReminderJob = { visitId: number; startsAt: string };

/** An order whose online payments owe money back (cancelled, or paid past its total). */
export type OnlineRefundJob = { orderId: number };

export type JobData = {
  mail: MailJob;
  quote_expiry: QuoteExpiryJob;
  visit_reminder: VisitReminderJob;
  online_refund: OnlineRefundJob;
};
export type QueueName = keyof JobData;

/** Each queue's options; a dead-letter queue is created before the queue that points at it. */
export const QUEUES: readonly PgBoss.Queue[] = [
  { name: 'mail_failed', policy: 'standard' },
  { name: 'mail', policy: 'standard', retryLimit: 5, retryDelay: 30, retryBackoff: true, deadLetter: 'mail_failed' },
  // One expiry per quote and validity: a quote sent again gets a job of its own for its new date.
  { name: 'quote_expiry', policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true },
  { name: 'visit_reminder', policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true },
  // The provider may be down for a while: refunds keep trying for about a day (each with its idempotency key).
  { name: 'online_refund', policy: 'standard', retryLimit: 10, retryDelay: 60, retryBackoff: true },
];

export const QUEUE_LABELS: Record<string, string> = {
  mail: 'Correo',
  mail_failed: 'Correo (sin entregar)',
  quote_expiry: 'Vencimiento de cotización',
  visit_reminder: 'Recordatorio de visita',
  online_refund: 'Reembolso en línea',
};
