import 'server-only';
import type { ContactData, ContactReply } from '@/lib/contract/contact';
import { getDb } from '@/lib/server/db/client';
import { submitContact } from '@/lib/server/services/contact';
import { guardPublicForm, type Limited } from './guards';

/** POST /api/contact: stored and mailed to the brand (and the chosen dealer), a copy to the sender; limited per IP, captcha-checked. */
export async function sendContactMessage(data: ContactData, ip: string): Promise<Limited<ContactReply>> {
  const rateLimit = await guardPublicForm('contact', ip, data.hcaptcha_token);
  const { id, dealerName } = await submitContact(await getDb(), data, ip);
  return {
    reply: {
      id,
      message: dealerName
        ? `Gracias, recibimos tu mensaje. ${dealerName} te contactará pronto; te enviamos una copia por correo.`
        : 'Gracias, recibimos tu mensaje. Un asesor te contactará pronto; te enviamos una copia por correo.',
    },
    rateLimit,
  };
}
