import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { dealerProfiles, municipalities, roles, users } from '@/lib/server/db/schema';
import type { PricedQuote } from '@/lib/pricing/types';
import type { DealerProduct } from '@/lib/contract/dealer-offer';
import type { Dealer } from '@/lib/contract/dealers';
import { chosenDistributorOf } from '@/lib/contract/fields';
import { distanceKm, type LatLng } from '@/lib/dealers/geo';
import { dealerTitle } from '@/lib/dealers/group';
import { linesInWords, missingLines, sellsAll } from '@/lib/dealers/offer';
import { stateInfo } from '@/lib/dealers/states';
import { InvalidInputError } from '@/lib/server/errors';
import { sendMail } from '@/lib/server/mail';
import { env } from '@/lib/env';
import { site } from '@/lib/site';
import { listPublicDealers } from './dealers';
import { pointOfMunicipality } from './places';
import { getQuoteById, serializeQuote, storeQuote } from './quotes';
import { assertMunicipalityInState } from './users';
import { quoteSummaryText } from '@/lib/quoter/quote-text';

type RequestDetails = {
  name: string;
  email: string;
  phone: string;
  state_id: number;
  municipality_id: number;
  distributor_id?: number | null;
  dealer_id?: number | null;
  notes: string | null;
};

/** Who answers a request: what the visitor is told and where the mail goes. */
type RoutedDealer = Pick<Dealer, 'id' | 'name' | 'company' | 'phone' | 'whatsapp' | 'email'>;

/** An active distributor by id (shown on the map or not: the visitor may know it), with the lines its page lists. */
async function activeDistributor(db: Db, id: number): Promise<(RoutedDealer & { products: string[] }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      company: users.company,
      phone: users.phone,
      whatsapp: users.whatsapp,
      email: users.email,
      publicEmail: users.publicEmail,
      products: dealerProfiles.products,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(dealerProfiles, eq(dealerProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(roles.name, 'distributor'), eq(users.active, true)));
  if (!row) return null;
  const { publicEmail, products, ...rest } = row;
  return { ...rest, email: publicEmail ?? rest.email, products: products ?? [] };
}

/** Where the visitor is: their municipality's seat (the gazetteer), else their state's capital. */
async function visitorPoint(db: Db, r: Pick<RequestDetails, 'state_id' | 'municipality_id'>): Promise<LatLng | null> {
  const [municipality] = await db
    .select({ code: municipalities.code })
    .from(municipalities)
    .where(eq(municipalities.id, r.municipality_id));
  const point = municipality ? await pointOfMunicipality(r.state_id, municipality.code) : null;
  const state = stateInfo(r.state_id);
  return point ?? (state ? { lat: state.lat, lng: state.lng } : null);
}

const contact = ({ id, name, company, phone, whatsapp, email }: RoutedDealer): RoutedDealer => ({
  id,
  name,
  company,
  phone,
  whatsapp,
  email,
});

/**
 * The dealer who will answer a request for these product lines: the one the visitor chose, unless
 * it does not sell one of them while another dealer does; else the nearest dealer on the map that
 * sells them all (one in the visitor's municipality first). When none sells it all, a Spanish 422
 * on `distributor_id` asks the visitor to choose (the request form lists the nearest with what each
 * sells); a choice is then taken as it is. With no dealer on the map, nobody: the brand answers.
 * Nothing is stored or counted before this.
 */
export async function chooseDealer(
  db: Db,
  r: RequestDetails,
  lines: readonly DealerProduct[],
): Promise<RoutedDealer | null> {
  await assertMunicipalityInState(db, r.state_id, r.municipality_id);
  const onMap = await listPublicDealers(db);
  // A dealer whose page lists no product line has not said what it sells: it is not assumed to
  // sell it all, unless no dealer says (then any may take the request).
  const listing = onMap.filter((d) => d.products.length > 0);
  const able = listing.length === 0 ? onMap : listing.filter((d) => sellsAll(d, lines));
  const chosenId = chosenDistributorOf(r);
  if (chosenId) {
    const chosen = await activeDistributor(db, chosenId);
    if (!chosen)
      throw InvalidInputError.field(
        'distributor_id',
        'El distribuidor elegido no está disponible. Elige otro o envía la solicitud sin distribuidor.',
      );
    const missing = listing.length === 0 ? [] : missingLines(chosen, lines);
    if (missing.length > 0 && able.length > 0) {
      throw InvalidInputError.field(
        'distributor_id',
        `${chosen.company?.trim() || chosen.name} no vende ${linesInWords(missing)}. Elige un distribuidor que venda todo lo de tu cotización, o deja que te asignemos el más cercano.`,
      );
    }
    return contact(chosen);
  }
  if (onMap.length === 0) return null;
  if (able.length === 0) {
    throw InvalidInputError.field(
      'distributor_id',
      `Ningún distribuidor vende todo lo de tu cotización (${linesInWords(lines)}). Elige cuál de los más cercanos te atiende.`,
    );
  }
  return nearestOf(db, r, able);
}

/**
 * The nearest dealer on the map that sells every one of `lines` (the routing of chooseDealer with
 * no dealer chosen): null with no dealer on the map (the brand answers), 'none' when no dealer
 * sells them all. Sample requests route this way.
 */
export async function nearestDealerSelling(
  db: Db,
  r: Pick<RequestDetails, 'state_id' | 'municipality_id'>,
  lines: readonly DealerProduct[],
): Promise<RoutedDealer | null | 'none'> {
  await assertMunicipalityInState(db, r.state_id, r.municipality_id);
  const onMap = await listPublicDealers(db);
  const listing = onMap.filter((d) => d.products.length > 0);
  const able = listing.length === 0 ? onMap : listing.filter((d) => sellsAll(d, lines));
  if (onMap.length === 0) return null;
  if (able.length === 0) return 'none';
  return nearestOf(db, r, able);
}

async function nearestOf(
  db: Db,
  r: Pick<RequestDetails, 'state_id' | 'municipality_id'>,
  able: Dealer[],
): Promise<RoutedDealer> {
  const from = await visitorPoint(db, r);
  const away = (d: Dealer) =>
    d.municipality?.id === r.municipality_id ? -1 : from ? distanceKm(from, d.coordinates) : 0;
  const nearest = [...able].sort(
    (a, b) => away(a) - away(b) || dealerTitle(a).localeCompare(dealerTitle(b), 'es-MX') || a.id - b.id,
  )[0]!;
  return contact(nearest);
}

/**
 * Stores an anonymous visitor's quote as a request for the dealer chosen (chooseDealer) and mails
 * everyone involved.
 */
export async function submitQuoteRequest(db: Db, priced: PricedQuote, r: RequestDetails, dealer: RoutedDealer | null) {
  const id = await storeQuote(db, priced, {
    userId: null,
    distributorId: dealer?.id ?? null,
    status: 'solicitada',
    notes: r.notes,
    contact: { name: r.name, email: r.email, phone: r.phone, stateId: r.state_id, municipalityId: r.municipality_id },
  });
  const quote = serializeQuote(await getQuoteById(db, id), null);
  const summary = quoteSummaryText(quote, { share: false });
  const who = dealer ? (dealer.company ?? dealer.name) : site.name;
  const subject = `Solicitud de cotización ${quote.folio} — ${r.name}`;
  const contactLines = `Cliente: ${r.name} · ${r.email} · ${r.phone}${r.notes ? `\nComentarios: ${r.notes}` : ''}`;
  await sendMail({
    to: env.MAIL_TO,
    replyTo: r.email,
    subject,
    text: `${contactLines}\nAtiende: ${who}\n\n${summary}`,
  });
  if (dealer?.email)
    await sendMail({
      to: dealer.email,
      replyTo: r.email,
      subject,
      text: `${contactLines}\n\n${summary}\n\nEste cliente te fue asignado por el cotizador de ${site.name}.`,
    });
  await sendMail({
    to: r.email,
    subject: `Tu cotización ${quote.folio} — ${site.name}`,
    text: `Hola, ${r.name}:\n\nRecibimos tu solicitud. ${dealer ? `${who} (${dealer.phone ?? site.phoneDisplay})` : 'Un asesor'} te contactará para confirmar medidas e instalación.\n\n${summary}\n\n${site.name} · ${site.phoneDisplay} · ${site.email}`,
  });
  return {
    quote,
    dealer: dealer
      ? { id: dealer.id, name: dealer.name, company: dealer.company, phone: dealer.phone, whatsapp: dealer.whatsapp }
      : null,
  };
}
