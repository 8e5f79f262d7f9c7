import 'server-only';
import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';

export type Attachment = { filename: string; content: Uint8Array; contentType: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: Attachment[];
};

const mailDir = () => path.resolve(env.DATA_DIR, 'mail');

let transporter: Transporter | undefined;

/**
 * Sends through SMTP_URL; without it each message is written as an .eml file under
 * DATA_DIR/mail (what the tests read), built by nodemailer's own stream transport.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (env.SMTP_URL) {
    transporter ??= nodemailer.createTransport(env.SMTP_URL);
    await transporter.sendMail({ from: env.MAIL_FROM, ...mail, attachments: nodemailerAttachments(mail) });
    return;
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await stream.sendMail({ from: env.MAIL_FROM, ...mail, attachments: nodemailerAttachments(mail) });
  await mkdir(mailDir(), { recursive: true });
  const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
  await writeFile(path.join(mailDir(), file), info.message as Buffer);
}

/** Our attachments as nodemailer takes them (a Buffer for the bytes). */
function nodemailerAttachments(mail: Mail) {
  return mail.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) }));
}
