import 'server-only';
import type { ContactData, ContactReply } from '@/lib/contract/contact';
import { getDb } from '@/lib/server/db/client';
import { submitContact } from '@/lib/server/services/contact';
import { guardPublicForm, type Limited } from './guards';

/**
 * POST /api/contact: stored and mailed to the brand (and the chosen dealer), a copy to the sender;
 * limited per IP, captcha-checked.
 */
export async function sendContactMessage(data: ContactData, ip: string): Promise<Limited<ContactReply>> {
  const rateLimit = await guardPublicForm('contact', ip, data.hcaptcha_token);
  const { id, folio, dealerName } = await submitContact(await getDb(), data, ip);
  return {
    reply: {
      id,
      folio,
      // The form's heading already thanks the sender: this line says who answers next.
      message: `${dealerName ?? 'Un asesor'} te contactará pronto. Te enviamos una copia por correo con tu folio.`,
    },
    rateLimit,
  };
}
