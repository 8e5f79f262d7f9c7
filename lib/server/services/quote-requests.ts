import 'server-only';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { roles, users } from '@/lib/server/db/schema';
import type { PricedQuote } from '@/lib/pricing/types';
import { InvalidInputError } from '@/lib/server/errors';
import { sendMail } from '@/lib/server/mail';
import { env } from '@/lib/env';
import { site } from '@/lib/site';
import { getQuoteById, serializeQuote, storeQuote } from './quotes';
import { assertMunicipalityInState } from './users';
import { quoteSummaryText } from './quote-text';

type RequestDetails = { name: string; email: string; phone: string; state_id: number; municipality_id: number; dealer_id: number | null; notes: string | null };

const activeDealer = (extra: ReturnType<typeof eq>) => and(eq(roles.name, 'distributor'), eq(users.active, true), extra);

/**
 * The dealer who will answer: the one the visitor chose, else one in the visitor's municipality,
 * else one in the state (shown on the map first), else nobody (the brand answers).
 */
async function routeToDealer(db: Db, r: RequestDetails) {
  const pick = (where: ReturnType<typeof and>) => db.select({ id: users.id, name: users.name, company: users.company, phone: users.phone, whatsapp: users.whatsapp, email: users.email, publicEmail: users.publicEmail })
    .from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where).orderBy(asc(users.id)).limit(1).then((rows) => rows[0] ?? null);
  if (r.dealer_id) {
    const chosen = await pick(activeDealer(eq(users.id, r.dealer_id)));
    if (!chosen) throw InvalidInputError.field('dealer_id', 'El distribuidor elegido no está disponible. Elige otro o envía la solicitud sin distribuidor.');
    return chosen;
  }
  return (await pick(and(activeDealer(eq(users.municipalityId, r.municipality_id)), eq(users.showOnMap, true), isNotNull(users.lat))))
    ?? (await pick(and(activeDealer(eq(users.stateId, r.state_id)), eq(users.showOnMap, true), isNotNull(users.lat))))
    ?? null;
}

/** Stores an anonymous visitor's quote as a request, routes it to a dealer and mails everyone involved. */
export async function submitQuoteRequest(db: Db, priced: PricedQuote, r: RequestDetails) {
  await assertMunicipalityInState(db, r.state_id, r.municipality_id);
  const dealer = await routeToDealer(db, r);
  const id = await storeQuote(db, priced, {
    userId: null, distributorId: dealer?.id ?? null, status: 'solicitada', notes: r.notes,
    contact: { name: r.name, email: r.email, phone: r.phone, stateId: r.state_id, municipalityId: r.municipality_id },
  });
  const quote = serializeQuote(await getQuoteById(db, id));
  const summary = quoteSummaryText(quote);
  const who = dealer ? (dealer.company ?? dealer.name) : site.name;
  const subject = `Solicitud de cotización ${quote.folio} — ${r.name}`;
  const contactLines = `Cliente: ${r.name} · ${r.email} · ${r.phone}${r.notes ? `\nComentarios: ${r.notes}` : ''}`;
  await sendMail({ to: env.MAIL_TO, replyTo: r.email, subject, text: `${contactLines}\nAtiende: ${who}\n\n${summary}` });
  if (dealer) await sendMail({ to: dealer.publicEmail ?? dealer.email, replyTo: r.email, subject, text: `${contactLines}\n\n${summary}\n\nEste cliente te fue asignado por el cotizador de ${site.name}.` });
  await sendMail({
    to: r.email,
    subject: `Tu cotización ${quote.folio} — ${site.name}`,
    text: `Hola, ${r.name}:\n\nRecibimos tu solicitud. ${dealer ? `${who} (${dealer.phone ?? site.phoneDisplay})` : 'Un asesor'} te contactará para confirmar medidas e instalación.\n\n${summary}\n\n${site.name} · ${site.phoneDisplay} · ${site.email}`,
  });
  return { quote, dealer: dealer ? { id: dealer.id, name: dealer.name, company: dealer.company, phone: dealer.phone, whatsapp: dealer.whatsapp } : null };
}
