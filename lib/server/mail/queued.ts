import 'server-only';
import { enqueue } from '@/lib/server/jobs/boss';
import type { MailJob } from '@/lib/server/jobs/queues';
import { sendMail, type Mail } from './index';

// A mail sent by the job queue (the `mail` queue): it survives a restart, and one the server
// cannot hand over (SMTP down) is tried again with growing waits, then stays failed and listed.

export async function queueMail(mail: Mail): Promise<void> {
  const job: MailJob = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            base64: Buffer.from(a.content).toString('base64'),
          })),
        }
      : {}),
  };
  await enqueue('mail', job);
}

/** The `mail` queue's worker. */
export async function deliverQueuedMail(job: MailJob): Promise<void> {
  await sendMail({
    to: job.to,
    subject: job.subject,
    text: job.text,
    replyTo: job.replyTo,
    attachments: job.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.base64, 'base64'),
    })),
  });
}
