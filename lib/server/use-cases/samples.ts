import 'server-only';
import type { SampleRequestData, SampleRequestReply, SampleSummary } from '@/lib/contract/samples';
import { verifyCaptcha } from '@/lib/server/captcha';
import { getDb } from '@/lib/server/db/client';
import { consume } from '@/lib/server/rate-limit';
import { linesOf, resolveColors } from '@/lib/server/services/sample-colors';
import { routeSamples, sampleSummary, submitSampleRequest } from '@/lib/server/services/samples';
import type { UserRecord } from '@/lib/server/services/users';
import { ForbiddenError } from '@/lib/server/errors';
import type { Limited } from './guards';

/**
 * POST /api/sample-requests: the colours are checked and the dealer chosen before a point of the
 * visitor's limits is spent (a 422 costs nothing); then the limits per IP and per e-mail address,
 * the captcha, and the request is stored, opened in the dealer's inbox and mailed.
 */
export async function requestSamples(data: SampleRequestData, ip: string): Promise<Limited<SampleRequestReply>> {
  const db = await getDb();
  const chosen = await resolveColors(db, data.colors);
  const dealer = await routeSamples(db, data, linesOf(chosen));
  const rateLimit = await consume('samples', ip);
  const byEmail = await consume('samplesEmail', data.email);
  await verifyCaptcha(data.hcaptcha_token, ip);
  const { folio } = await submitSampleRequest(db, data, chosen, dealer, ip);
  const who = dealer ? (dealer.company ?? dealer.name) : null;
  return {
    reply: {
      folio,
      dealer: dealer
        ? { id: dealer.id, name: dealer.name, company: dealer.company, phone: dealer.phone, whatsapp: dealer.whatsapp }
        : null,
      message: `Recibimos tu solicitud ${folio}. ${who ?? 'Un asesor'} te contactará para confirmar el envío de tus muestras. Te mandamos una copia por correo.`,
    },
    // The tighter of the two limits is the one the visitor is nearer to.
    rateLimit: byEmail && rateLimit && byEmail.remaining < rateLimit.remaining ? byEmail : (rateLimit ?? byEmail),
  };
}

/** GET /api/sample-requests/summary: the administrator's volume of sample requests. */
export async function summarizeSamples(actor: UserRecord, months: number): Promise<SampleSummary> {
  if (actor.role.name !== 'admin') throw new ForbiddenError('El resumen de muestras es del administrador.');
  return sampleSummary(await getDb(), months);
}
