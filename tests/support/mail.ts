import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The .eml files written under DATA_DIR/mail (mail without SMTP_URL), newest last. */
export async function readMailbox(dataDir = process.env.DATA_DIR!): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')));
}

/** Decodes quoted-printable soft breaks and escapes, enough to find a link in a message. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function resetTokenFrom(message: string): string | null {
  return /autenticacion\?token=([A-Za-z0-9]+)/.exec(decodeQuotedPrintable(message))?.[1] ?? null;
}
