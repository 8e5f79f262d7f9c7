// The "when can I send it again" line of a 429 reply, shared by the public forms that are
// rate-limited (contact message, quote request, samples) so they word the wait the same way.

import { retryAfterSeconds, type ResponseHeaders } from '@/lib/api/transport';
import { formatTime } from '@/lib/format/dates';

/**
 * The wait a Retry-After announces, in words: "Podrás enviarlo de nuevo a partir de las 14:35
 * (en unos 5 minutos)." `pronoun` agrees with what is sent: 'lo' (el mensaje), 'la' (la solicitud).
 * `seconds` is null when the reply gave no usable Retry-After.
 */
export function retryAfterMessage(seconds: number | null, pronoun: 'lo' | 'la', now: number = Date.now()): string {
  const again = `enviar${pronoun} de nuevo`;
  if (seconds === null) return `Espera unos minutos antes de ${again}.`;
  if (seconds <= 0) return `Ya puedes ${again}.`;
  if (seconds < 60) return `Podrás ${again} en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;
  const at = formatTime(new Date(now + seconds * 1000));
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.round(minutes / 60);
  const wait =
    minutes < 90 ? `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}` : `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  return `Podrás ${again} a partir de las ${at} (en unos ${wait}).`;
}

/** A refused send's "when can I send it again" line: a 429's wait in words, else null. */
export function waitBeforeRetry(
  result: { status: number; headers: ResponseHeaders },
  pronoun: 'lo' | 'la',
): string | null {
  return result.status === 429
    ? retryAfterMessage(retryAfterSeconds(result.headers.get('Retry-After')), pronoun)
    : null;
}
