import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../types';
import {
  contactMessages,
  inboxEvents,
  inboxRequests,
  quoteEvents,
  quotes,
  sampleRequestColors,
  sampleRequests,
  users,
} from '../schema';
import { nextFolio } from '@/lib/server/services/folios';
import { resolveColors } from '@/lib/server/services/sample-colors';
import type { DemoCast } from './demo-history';

// The demo distributor's inbox, lived in: every quote its customers asked for (new ones waiting,
// one already called, the ones sent turned), and messages from its page in each state: new, a
// measuring visit asked for, one contacted, one closed with its reason; and two requests of fabric
// samples, one waiting and one sent.

const HOUR = 3_600_000;

type Message = {
  name: string;
  email: string;
  phone: string;
  interest: 'persianas' | 'toldos' | 'motorizacion';
  text: string;
  hoursAgo: number;
  wantsVisit?: true;
  status: 'nuevo' | 'contactado' | 'cerrado';
  reason?: string;
};

const MESSAGES: Message[] = [
  {
    name: 'Mariana Villaseñor',
    email: 'mariana.villasenor@ejemplo.mx',
    phone: '3315550142',
    interest: 'persianas',
    text: 'Hola, busco persianas enrollables para cuatro ventanas de recámara. ¿Pueden venir a medir esta semana?',
    hoursAgo: 3,
    wantsVisit: true,
    status: 'nuevo',
  },
  {
    name: 'Jorge Castañeda',
    email: 'jorge.castaneda@ejemplo.mx',
    phone: '3338921100',
    interest: 'toldos',
    text: '¿Qué precio tiene un toldo retráctil de 4 m de frente para una terraza? Me interesa con motor.',
    hoursAgo: 27,
    status: 'nuevo',
  },
  {
    name: 'Fernanda Ochoa',
    email: 'fernanda.ochoa@ejemplo.mx',
    phone: '3312047788',
    interest: 'motorizacion',
    text: 'Ya tengo persianas y quiero motorizarlas y controlarlas desde el celular. ¿Se puede?',
    hoursAgo: 52,
    status: 'contactado',
  },
  {
    name: 'Ricardo Beltrán',
    email: 'ricardo.beltran@ejemplo.mx',
    phone: '3336664411',
    interest: 'persianas',
    text: 'Necesito cortinas blackout para un consultorio en Tlaquepaque.',
    hoursAgo: 170,
    status: 'cerrado',
    reason: 'Fuera de mi zona de servicio',
  },
];

export async function seedDemoInbox(tx: Tx, cast: DemoCast, now: Date): Promise<void> {
  const [dealer] = await tx.select().from(users).where(eq(users.id, cast.distributorId));
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

  // The quotes asked for, in the order they came; the newest waits, the one before was called.
  const asked = await tx
    .select({ quoteId: quoteEvents.quoteId, at: quoteEvents.createdAt, status: quotes.status })
    .from(quoteEvents)
    .innerJoin(quotes, eq(quotes.id, quoteEvents.quoteId))
    .where(and(eq(quoteEvents.action, 'request'), eq(quotes.distributorId, cast.distributorId)))
    .orderBy(quoteEvents.createdAt);
  const waiting = asked.filter((q) => q.status === 'solicitada');
  for (const quote of asked) {
    const answered = quote.status !== 'solicitada';
    const called = !answered && quote !== waiting.at(-1) && waiting.length > 1;
    const [request] = await tx
      .insert(inboxRequests)
      .values({
        kind: 'cotizacion',
        quoteId: quote.quoteId,
        status: answered ? 'convertido' : called ? 'contactado' : 'nuevo',
        createdAt: quote.at,
        statusChangedAt: answered || called ? new Date(quote.at.getTime() + 2 * HOUR) : quote.at,
      })
      .onConflictDoNothing()
      .returning();
    if (request && (answered || called))
      await tx.insert(inboxEvents).values({
        requestId: request.id,
        fromStatus: 'nuevo',
        toStatus: request.status,
        actorId: cast.distributorId,
        note: answered ? 'Cotización enviada' : null,
        createdAt: request.statusChangedAt,
      });
  }

  for (const m of MESSAGES) {
    const sentAt = at(m.hoursAgo);
    const [message] = await tx
      .insert(contactMessages)
      .values({
        folio: await nextFolio(tx, 'MSJ', sentAt),
        name: m.name,
        email: m.email,
        phone: m.phone,
        stateId: dealer?.stateId ?? null,
        municipalityId: dealer?.municipalityId ?? null,
        productInterest: m.interest,
        message: m.text,
        dealerId: cast.distributorId,
        createdAt: sentAt,
      })
      .returning({ id: contactMessages.id });
    const changedAt = new Date(sentAt.getTime() + 3 * HOUR);
    const [request] = await tx
      .insert(inboxRequests)
      .values({
        kind: m.wantsVisit ? 'visita' : 'mensaje',
        messageId: message!.id,
        status: m.status,
        closeReason: m.reason ?? null,
        createdAt: sentAt,
        statusChangedAt: m.status === 'nuevo' ? sentAt : changedAt,
      })
      .returning();
    if (m.status !== 'nuevo')
      await tx.insert(inboxEvents).values(
        (m.status === 'cerrado' ? (['contactado', 'cerrado'] as const) : (['contactado'] as const)).map((to, i) => ({
          requestId: request!.id,
          fromStatus: i === 0 ? ('nuevo' as const) : ('contactado' as const),
          toStatus: to,
          actorId: cast.distributorId,
          note: to === 'cerrado' ? (m.reason ?? null) : null,
          createdAt: new Date(changedAt.getTime() + i * 24 * HOUR),
        })),
      );
  }
  await seedDemoSamples(tx, cast, dealer ?? null, at);
}

const SAMPLES = [
  {
    name: 'Claudia Rentería',
    email: 'claudia.renteria@ejemplo.mx',
    phone: '3317779012',
    address: 'Calle Lerdo de Tejada 2210, Col. Americana',
    postalCode: '44160',
    hoursAgo: 5,
    sent: false,
    picks: [
      ['blackout-premium', 'arena'],
      ['screen-3', 'gris-perla'],
      ['acrilico-rayas', 'rayas-arena-blanco'],
    ],
  },
  {
    name: 'Héctor Magaña',
    email: 'hector.magana@ejemplo.mx',
    phone: '3312348870',
    address: 'Av. Chapultepec 480, Col. Obrera',
    postalCode: '44140',
    hoursAgo: 70,
    sent: true,
    picks: [
      ['screen-5', 'gris-carbon'],
      ['sheer-traslucido', 'marfil'],
    ],
  },
] as const;

/** The demo distributor's requests of samples (colours as the catalogue names them). */
async function seedDemoSamples(
  tx: Tx,
  cast: DemoCast,
  dealer: typeof users.$inferSelect | null,
  at: (hoursAgo: number) => Date,
) {
  if (!dealer?.stateId || !dealer.municipalityId) return;
  for (const r of SAMPLES) {
    // Checked and named as a visitor's request is (a colour the catalogue dropped stops the seed).
    const chosen = await resolveColors(
      tx,
      r.picks.map(([fabric, color]) => ({ fabric, color })),
    );
    const askedAt = at(r.hoursAgo);
    const [request] = await tx
      .insert(sampleRequests)
      .values({
        folio: await nextFolio(tx, 'MUE', askedAt),
        name: r.name,
        email: r.email,
        phone: r.phone,
        stateId: dealer.stateId,
        municipalityId: dealer.municipalityId,
        address: r.address,
        postalCode: r.postalCode,
        dealerId: cast.distributorId,
        createdAt: askedAt,
      })
      .returning({ id: sampleRequests.id });
    await tx
      .insert(sampleRequestColors)
      .values(chosen.map((c, position) => ({ requestId: request!.id, position, ...c })));
    const sentAt = new Date(askedAt.getTime() + 20 * HOUR);
    const [inbox] = await tx
      .insert(inboxRequests)
      .values({
        kind: 'muestras',
        sampleRequestId: request!.id,
        status: r.sent ? 'convertido' : 'nuevo',
        createdAt: askedAt,
        statusChangedAt: r.sent ? sentAt : askedAt,
      })
      .returning();
    if (r.sent)
      await tx.insert(inboxEvents).values({
        requestId: inbox!.id,
        fromStatus: 'nuevo',
        toStatus: 'convertido',
        actorId: cast.distributorId,
        note: 'Muestras enviadas',
        createdAt: sentAt,
      });
  }
}
