import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { visits } from '@/lib/server/db/schema';
import type { Visit } from '@/lib/contract/visits';
import { formatTime } from '@/lib/dealers/hours';
import { formatLongDate } from '@/lib/format/dates';
import { absoluteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import { visitInvitation } from '@/lib/server/calendar/invitation';
import { enqueue } from '@/lib/server/jobs/boss';
import type { VisitReminderJob } from '@/lib/server/jobs/queues';
import { queueMail } from '@/lib/server/mail/queued';
import { notify } from './notifications';
import { getVisit } from './visits';
import { VISIT_KIND_LABELS, VISIT_KIND_THE } from '@/lib/content/visits';

// What a visit tells its customer: the calendar invitation when it is booked or moved, the
// cancellation, and the reminder the day before (a job at that time, checked against the visit
// then: moved or cancelled meanwhile, it says nothing).

const DAY_MS = 86_400_000;

const when = (visit: Visit) => `${formatLongDate(visit.date)}, ${formatTime(visit.start)}`;
const linkOf = (visit: Visit) =>
  visit.quote
    ? `/panel/listas/cotizaciones/${visit.quote.id}`
    : visit.order
      ? `/panel/listas/ordenes/${visit.order.id}`
      : '/panel';

async function tell(
  db: Db,
  visit: Visit,
  title: string,
  text: string,
  calendar?: { sequence: number; cancelled: boolean },
) {
  const attachments = calendar
    ? [
        {
          filename: 'visita.ics',
          contentType: `text/calendar; method=${calendar.cancelled ? 'CANCEL' : 'REQUEST'}; charset=utf-8`,
          content: visitInvitation(visit, calendar.sequence, calendar.cancelled),
        },
      ]
    : undefined;
  const dealer = visit.distributor.company ?? visit.distributor.name;
  const body = [text, '', `${dealer}${visit.distributor.phone ? ` · Tel. ${visit.distributor.phone}` : ''}`].join('\n');
  const mail = { subject: title, text: `${body}\n\n${site.name} · ${site.phoneDisplay}`, attachments };
  if (visit.customer.id) {
    await notify(db, { userId: visit.customer.id, kind: 'visit', title, body: text, link: linkOf(visit), mail });
    return;
  }
  if (visit.customer.email)
    await queueMail({ to: visit.customer.email, ...mail, text: `${mail.text}\n\nTu cotización: ${absoluteUrl('/')}` });
}

async function sequenceOf(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ sequence: visits.sequence }).from(visits).where(eq(visits.id, id));
  return row?.sequence ?? 0;
}

/** The reminder the day before; none for a visit less than a day away (the invitation just went). */
async function scheduleReminder(visit: Visit, now = new Date()) {
  const at = new Date(Date.parse(visit.starts_at) - DAY_MS);
  if (at <= now) return;
  await enqueue(
    'visit_reminder',
    { visitId: visit.id, startsAt: visit.starts_at },
    { startAfter: at, singletonKey: `${visit.id}:${visit.starts_at}` },
  );
}

export async function tellVisitBooked(db: Db, id: number): Promise<Visit> {
  const visit = await getVisit(db, id);
  await tell(
    db,
    visit,
    `${VISIT_KIND_LABELS[visit.kind]} agendada: ${when(visit)}`,
    `Agendamos ${VISIT_KIND_THE[visit.kind]} para el ${when(visit)}${visit.address ? ` en ${visit.address}` : ''}. Agrégala a tu calendario con el archivo adjunto.`,
    { sequence: await sequenceOf(db, id), cancelled: false },
  );
  await scheduleReminder(visit);
  return visit;
}

export async function tellVisitMoved(db: Db, id: number): Promise<Visit> {
  const visit = await getVisit(db, id);
  await tell(
    db,
    visit,
    `Cambió la fecha de ${VISIT_KIND_THE[visit.kind]}: ${when(visit)}`,
    `Movimos ${VISIT_KIND_THE[visit.kind]} al ${when(visit)}. El archivo adjunto actualiza tu calendario.`,
    { sequence: await sequenceOf(db, id), cancelled: false },
  );
  await scheduleReminder(visit);
  return visit;
}

export async function tellVisitCancelled(db: Db, id: number): Promise<Visit> {
  const visit = await getVisit(db, id);
  await tell(
    db,
    visit,
    `Se canceló ${VISIT_KIND_THE[visit.kind]} del ${when(visit)}`,
    `Cancelamos ${VISIT_KIND_THE[visit.kind]} del ${when(visit)}${visit.cancel_reason ? `: ${visit.cancel_reason}` : ''}. Te contactaremos para agendar otra fecha.`,
    { sequence: await sequenceOf(db, id), cancelled: true },
  );
  return visit;
}

/** The `visit_reminder` queue's worker. */
export async function remindVisit(db: Db, job: VisitReminderJob): Promise<'reminded' | 'skipped'> {
  const visit = await getVisit(db, job.visitId).catch(() => null);
  if (!visit || visit.status !== 'programada' || visit.starts_at !== job.startsAt) return 'skipped';
  await tell(
    db,
    visit,
    `Mañana: ${VISIT_KIND_THE[visit.kind]} a las ${formatTime(visit.start)}`,
    `Te recordamos ${VISIT_KIND_THE[visit.kind]} de mañana, ${when(visit)}${visit.address ? `, en ${visit.address}` : ''}.`,
  );
  return 'reminded';
}
