import 'server-only';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/types';
import { dealerProfiles, municipalities, roles, states, users } from '@/lib/server/db/schema';
import type { Dealer } from '@/lib/contract/dealers';
import { sortHours } from '@/lib/contract/dealer-profiles';
import { dealerOffer } from '@/lib/dealers/offer';
import { ensureMissingDealerProfiles } from './dealer-profiles';

/**
 * Active distributors shown on the map, with coordinates. Only public contact data: the public
 * email when they set one (else their account email, which they sell from), never RFC, wallet or role data.
 */
export async function listPublicDealers(db: Db): Promise<Dealer[]> {
  // Every dealer listed has its page: a distributor from before the pages gets its profile here.
  await ensureMissingDealerProfiles(db);
  const m = alias(municipalities, 'm');
  const s = alias(states, 's');
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      company: users.company,
      address: users.address,
      postalCode: users.postalCode,
      phone: users.phone,
      whatsapp: users.whatsapp,
      publicEmail: users.publicEmail,
      email: users.email,
      lat: users.lat,
      lng: users.lng,
      municipalityId: m.id,
      municipalityName: m.name,
      municipalityCode: m.code,
      stateId: s.id,
      stateName: s.name,
      slug: dealerProfiles.slug,
      hours: dealerProfiles.openingHours,
      products: dealerProfiles.products,
      services: dealerProfiles.services,
      description: dealerProfiles.description,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(m, eq(m.id, users.municipalityId))
    .leftJoin(s, eq(s.id, users.stateId))
    .leftJoin(dealerProfiles, eq(dealerProfiles.userId, users.id))
    .where(
      and(
        eq(roles.name, 'distributor'),
        eq(users.active, true),
        eq(users.showOnMap, true),
        isNotNull(users.lat),
        isNotNull(users.lng),
      ),
    )
    .orderBy(asc(s.name), asc(users.company), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    company: r.company,
    address: r.address,
    postal_code: r.postalCode,
    municipality:
      r.municipalityId !== null && r.municipalityName !== null
        ? { id: r.municipalityId, name: r.municipalityName, code: r.municipalityCode }
        : null,
    state: r.stateId !== null && r.stateName !== null ? { id: r.stateId, name: r.stateName } : null,
    phone: r.phone,
    whatsapp: r.whatsapp,
    email: r.publicEmail ?? r.email,
    coordinates: { lat: r.lat!, lng: r.lng! },
    slug: r.slug ?? '',
    opening_hours: sortHours(r.hours ?? []),
    ...dealerOffer({ products: r.products ?? [], services: r.services ?? [] }),
    description: r.description ?? null,
  }));
}
