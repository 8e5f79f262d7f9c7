import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { municipalities, sampleRequestColors, sampleRequests, states, users } from '@/lib/server/db/schema';
import type { SampleRequestData, SampleSummary } from '@/lib/contract/samples';
import { DEALER_PRODUCTS, type DealerProduct } from '@/lib/contract/dealer-offer';
import { linesInWords } from '@/lib/dealers/offer';
import { InvalidInputError } from '@/lib/server/errors';
import { sendMail } from '@/lib/server/mail';
import { env } from '@/lib/env';
import { site } from '@/lib/site';
import { nextFolio } from './folios';
import type { ChosenColor } from './sample-colors';
import { openSampleRequest } from './inbox-open';
import { notify } from './notifications';
import { nearestDealerSelling } from './quote-requests';

// "Pedir muestras": a visitor's colours (checked by ./sample-colors), routed like a quote request
// (the nearest dealer selling every line of them), stored with the colours as they were named,
// opened in that dealer's inbox and mailed. The administrator reads the volume here too.

/**
 * Who sends the samples: one dealer, the nearest that sells every line of them. Splitting one box
 * among dealers would have two people call the visitor; when none sells them all, a 422 on
 * `colors` asks for one line per request. No dealer on the map: the brand sends them (null).
 */
export async function routeSamples(db: Db, data: SampleRequestData, lines: DealerProduct[]) {
  const dealer = await nearestDealerSelling(db, data, lines);
  if (dealer === 'none')
    throw InvalidInputError.field(
      'colors',
      `Ningún distribuidor cercano envía muestras de ${linesInWords(lines)} juntas. Pide en esta solicitud solo las de una línea y las otras en otra.`,
    );
  return dealer;
}

type Routed = Exclude<Awaited<ReturnType<typeof routeSamples>>, null>;

/** Stores the request, opens it in the dealer's inbox, tells the dealer and mails the brand and the visitor. */
export async function submitSampleRequest(
  db: Db,
  data: SampleRequestData,
  chosen: ChosenColor[],
  dealer: Routed | null,
  ip: string,
): Promise<{ folio: string }> {
  const { id, folio } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sampleRequests)
      .values({
        folio: await nextFolio(tx, 'MUE'),
        name: data.name,
        email: data.email,
        phone: data.phone,
        stateId: data.state_id,
        municipalityId: data.municipality_id,
        address: data.address,
        postalCode: data.postal_code,
        dealerId: dealer?.id ?? null,
        ip,
      })
      .returning({ id: sampleRequests.id, folio: sampleRequests.folio });
    await tx.insert(sampleRequestColors).values(chosen.map((c, position) => ({ requestId: row!.id, position, ...c })));
    await openSampleRequest(tx, row!.id);
    return row!;
  });

  const [place] = await db
    .select({ state: states.name, municipality: municipalities.name })
    .from(municipalities)
    .innerJoin(states, eq(states.id, municipalities.stateId))
    .where(eq(municipalities.id, data.municipality_id));
  const where = `${data.address}, C.P. ${data.postal_code}${place ? `, ${place.municipality}, ${place.state}` : ''}`;
  const list = chosen.map((c, i) => `${i + 1}. ${c.fabricName} — ${c.colorName}`).join('\n');
  const details = `Nombre: ${data.name}\nCorreo: ${data.email}\nTeléfono: ${data.phone}\nEnviar a: ${where}\n\nMuestras:\n${list}`;
  const subject = `Solicitud de muestras ${folio} — ${data.name}`;
  const who = dealer ? (dealer.company ?? dealer.name) : site.name;

  await sendMail({ to: env.MAIL_TO, replyTo: data.email, subject, text: `${details}\n\nLas envía: ${who}` });
  if (dealer)
    await notify(db, {
      userId: dealer.id,
      kind: 'sample_request',
      title: `${data.name} pidió ${chosen.length === 1 ? 'una muestra' : `${chosen.length} muestras`} (${folio})`,
      body: chosen.map((c) => `${c.fabricName} ${c.colorName}`).join(' · '),
      link: '/panel/solicitudes',
      mail: {
        subject,
        replyTo: data.email,
        text: `${details}\n\nTe la asignamos por ser el distribuidor más cercano que vende estas telas. Márcala como enviada en tu bandeja de solicitudes.`,
      },
    });
  await sendMail({
    to: data.email,
    subject: `Tus muestras ${folio} — ${site.name}`,
    text: [
      `Hola, ${data.name}:`,
      '',
      `Recibimos tu solicitud de muestras. ${dealer ? `${who} (${dealer.phone ?? site.phoneDisplay})` : 'Un asesor'} te contactará para confirmar el envío a:`,
      where,
      '',
      list,
      '',
      `Tu folio es ${folio}: menciónalo si nos llamas o escribes.`,
      '',
      `${site.name} · ${site.phoneDisplay} · ${site.email}`,
    ].join('\n'),
  });
  return { folio: folio ?? String(id) };
}

/** Mexico City's month of a timestamptz ('2026-11'). */
const MONTH = sql<string>`to_char(${sampleRequests.createdAt} at time zone 'America/Mexico_City', 'YYYY-MM')`;

/** GET /api/sample-requests/summary: how many requests (and colours) came in the last `months`, by month, line and dealer. */
export async function sampleSummary(db: Db, months: number, now = new Date()): Promise<SampleSummary> {
  // The first day of the oldest month, on Mexico City's calendar.
  const start = sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'America/Mexico_City') - make_interval(months => ${months - 1}))`;
  const result = (await db.execute(sql`select to_char(${start}, 'YYYY-MM-DD') as since`)) as unknown as {
    rows: { since: string }[];
  };
  const since = result.rows[0]!.since;
  const inPeriod = sql`${sampleRequests.createdAt} >= ${start} at time zone 'America/Mexico_City'`;
  const colorsOfRequest = db
    .select({ requestId: sampleRequestColors.requestId, n: count().as('n') })
    .from(sampleRequestColors)
    .groupBy(sampleRequestColors.requestId)
    .as('request_colors');
  const num = (v: unknown) => Number(v ?? 0);
  const [byMonth, byLine, byDealer] = await Promise.all([
    db
      .select({ month: MONTH, requests: count(), colors: sql`coalesce(sum(${colorsOfRequest.n}), 0)` })
      .from(sampleRequests)
      .leftJoin(colorsOfRequest, eq(colorsOfRequest.requestId, sampleRequests.id))
      .where(inPeriod)
      .groupBy(MONTH)
      .orderBy(MONTH),
    db
      .select({
        line: sampleRequestColors.lineSlug,
        requests: sql`count(distinct ${sampleRequests.id})`,
        colors: count(),
      })
      .from(sampleRequestColors)
      .innerJoin(sampleRequests, eq(sampleRequests.id, sampleRequestColors.requestId))
      .where(inPeriod)
      .groupBy(sampleRequestColors.lineSlug),
    db
      .select({
        id: users.id,
        name: sql<string | null>`coalesce(${users.company}, ${users.name})`,
        requests: count(),
        colors: sql`coalesce(sum(${colorsOfRequest.n}), 0)`,
      })
      .from(sampleRequests)
      .leftJoin(users, eq(users.id, sampleRequests.dealerId))
      .leftJoin(colorsOfRequest, eq(colorsOfRequest.requestId, sampleRequests.id))
      .where(inPeriod)
      .groupBy(users.id, users.company, users.name)
      .orderBy(desc(count()), users.id),
  ]);
  const lineOrder = (line: string) => {
    const i = (DEALER_PRODUCTS as readonly string[]).indexOf(line);
    return i < 0 ? DEALER_PRODUCTS.length : i;
  };
  return {
    since,
    requests: byMonth.reduce((sum, m) => sum + num(m.requests), 0),
    colors: byMonth.reduce((sum, m) => sum + num(m.colors), 0),
    by_month: byMonth.map((m) => ({ month: m.month, requests: num(m.requests), colors: num(m.colors) })),
    by_line: byLine
      .map((l) => ({ line: l.line, requests: num(l.requests), colors: num(l.colors) }))
      .sort((a, b) => lineOrder(a.line) - lineOrder(b.line)),
    by_dealer: byDealer.map((d) => ({
      id: d.id,
      name: d.name ?? `${site.name} (sin distribuidor)`,
      requests: num(d.requests),
      colors: num(d.colors),
    })),
  };
}
