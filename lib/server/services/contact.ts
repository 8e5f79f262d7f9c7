import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { contactMessages, municipalities, roles, states, users } from '@/lib/server/db/schema';
import { InvalidInputError } from '@/lib/server/errors';
import { sendMail } from '@/lib/server/mail';
import { env } from '@/lib/env';
import { site } from '@/lib/site';
import type { ContactData } from '@/lib/contract/contact';
import { chosenDistributorOf } from '@/lib/contract/fields';
import { nextFolio } from './folios';
import { openMessageRequest } from './inbox-open';
import { assertMunicipalityInState } from './users';

const INTEREST_LABELS: Record<ContactData['product_interest'], string> = {
  persianas: 'Persianas',
  toldos: 'Toldos',
  motorizacion: 'Motorización',
  distribucion: 'Quiero ser distribuidor',
  otro: 'Otro',
};

/** Stores a contact message and mails it to the brand (and the chosen dealer) with a copy to the sender. */
export async function submitContact(
  db: Db,
  data: ContactData,
  ip: string,
): Promise<{ id: number; folio: string; dealerName: string | null }> {
  await assertMunicipalityInState(db, data.state_id, data.municipality_id);
  const chosenId = chosenDistributorOf(data);
  const dealer = chosenId ? await findActiveDealer(db, chosenId) : null;
  if (chosenId && !dealer)
    throw InvalidInputError.field(
      'distributor_id',
      'El distribuidor elegido no está disponible. Elige otro en el mapa o envía tu mensaje sin distribuidor.',
    );

  const { id, folio } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        folio: await nextFolio(tx, 'MSJ'),
        name: data.name,
        email: data.email,
        phone: data.phone,
        stateId: data.state_id,
        municipalityId: data.municipality_id,
        productInterest: data.product_interest,
        message: data.message,
        dealerId: dealer?.id ?? null,
        ip,
      })
      .returning({ id: contactMessages.id, folio: contactMessages.folio });
    await openMessageRequest(tx, row!.id, data.wants_visit === true);
    return row!;
  });

  const [place] = await db
    .select({ state: states.name, municipality: municipalities.name })
    .from(municipalities)
    .innerJoin(states, eq(states.id, municipalities.stateId))
    .where(eq(municipalities.id, data.municipality_id));
  const summary = [
    `Nombre: ${data.name}`,
    `Correo: ${data.email}`,
    `Teléfono: ${data.phone}`,
    `Ubicación: ${place ? `${place.municipality}, ${place.state}` : '—'}`,
    `Interés: ${INTEREST_LABELS[data.product_interest]}`,
    data.wants_visit ? 'Pide una visita de medición' : null,
    dealer ? `Distribuidor elegido: ${dealer.company ?? dealer.name}` : null,
    '',
    data.message,
  ]
    .filter((line) => line !== null)
    .join('\n');

  const subject = `Contacto web ${folio}: ${INTEREST_LABELS[data.product_interest]} — ${data.name}`;
  await sendMail({ to: env.MAIL_TO, replyTo: data.email, subject, text: summary });
  if (dealer)
    await sendMail({
      to: dealer.publicEmail ?? dealer.email,
      replyTo: data.email,
      subject,
      text: `${summary}\n\nEste cliente te eligió en el localizador de distribuidores de ${site.name}.`,
    });
  await sendMail({
    to: data.email,
    subject: `Recibimos tu mensaje (${folio}) — ${site.name}`,
    text: [
      `Hola, ${data.name}:`,
      '',
      `Gracias por escribirnos. Recibimos tu mensaje y ${dealer ? `${dealer.company ?? dealer.name} ` : 'un asesor '}te contactará en horario hábil (${site.hours}).`,
      `Tu folio es ${folio}: menciónalo si nos llamas o escribes.`,
      '',
      'Tu mensaje:',
      data.message,
      '',
      `${site.name} · ${site.phoneDisplay} · ${site.email}`,
    ].join('\n'),
  });
  return { id, folio, dealerName: dealer ? (dealer.company ?? dealer.name) : null };
}

async function findActiveDealer(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      company: users.company,
      email: users.email,
      publicEmail: users.publicEmail,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), eq(roles.name, 'distributor'), eq(users.active, true)));
  return row ?? null;
}
