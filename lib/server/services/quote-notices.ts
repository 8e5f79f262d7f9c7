import 'server-only';
import { env } from '@/lib/env';
import { quoteValidityText } from '@/lib/content/validity';
import { formatMXN, formatMoney } from '@/lib/format/money';
import { quoteSummaryText } from '@/lib/quoter/quote-text';
import { absoluteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import { sendMail } from '@/lib/server/mail';
import { renderQuotePdf } from '@/lib/server/pdf/quote-pdf';
import { claimToken } from '@/lib/server/share/claim-token';
import { recipientOf } from './quote-flow';
import { serializeQuote, type QuoteRecord } from './quotes';
import { notify } from './notifications';
import type { Db } from '@/lib/server/db/types';

// What a quote's steps tell the other side: the quote sent to the customer (its PDF attached,
// with a link to answer it), and the customer's answer to whoever serves it. A person with an
// account is notified (its centre, and the mail if it wants it); a request made without one gets
// the mail alone.

const OWN_QUOTE_PATH = '/panel/listas/cotizaciones';
const SERVED_QUOTE_PATH = '/panel/listas/cotizaciones-admin';

/** Where the customer answers: its own quote in the panel, or the claim page of a request made without an account. */
function answerLink(record: QuoteRecord, email: string): string {
  const id = record.quote.id;
  if (record.quote.userId) return absoluteUrl(`${OWN_QUOTE_PATH}/${id}`);
  return absoluteUrl(`/reclamar-cotizacion?cotizacion=${id}&clave=${claimToken(id, email)}`);
}

const dealerName = (record: QuoteRecord) => record.dealer?.company ?? record.dealer?.name ?? site.name;

/** The version just sent, to the customer: what changed, the distributor's note, every piece, the PDF and the link. */
export async function tellQuoteSent(db: Db, record: QuoteRecord): Promise<void> {
  const to = recipientOf(record);
  if (!to) return;
  const quote = serializeQuote(record, null);
  const dealer = dealerName(record);
  const version = quote.version > 1 ? ` (versión ${quote.version})` : '';
  const registered = record.quote.userId !== null;
  const lines = [
    `Hola${to.name ? `, ${to.name}` : ''}:`,
    '',
    `${dealer} te envía tu cotización ${quote.folio}${version}, ${quoteValidityText(quote.valid_until, quote.sent_at ?? undefined)}.`,
    ...(quote.changes.length > 0 ? ['', 'Lo que cambió:', ...quote.changes.map((change) => `- ${change}`)] : []),
    ...(quote.customer_note ? ['', `Nota de ${dealer}: ${quote.customer_note}`] : []),
    '',
    quoteSummaryText(quote, { share: false }),
    '',
    registered
      ? `Acéptala, pide cambios o recházala en tu panel: ${answerLink(record, to.email)}`
      : `Para aceptarla, entra con tu cuenta o crea una con este correo: ${answerLink(record, to.email)}`,
    '',
    `${site.name} · ${site.phoneDisplay} · ${site.email}`,
  ];
  const mail = {
    replyTo: record.dealer?.email ?? undefined,
    subject: `Tu cotización ${quote.folio}${version} de ${dealer}`,
    text: lines.join('\n'),
    attachments: [
      { filename: `${quote.folio}.pdf`, content: await renderQuotePdf(quote), contentType: 'application/pdf' },
    ],
  };
  if (!record.quote.userId) {
    await sendMail({ to: to.email, ...mail });
    return;
  }
  await notify(db, {
    userId: record.quote.userId,
    kind: 'quote_sent',
    title: `${dealer} te envió la cotización ${quote.folio}${version}`,
    body:
      quote.changes.length > 0 ? `Cambió: ${quote.changes.join(' ')}` : `Total ${formatMoney(quote.total)} con IVA.`,
    link: `${OWN_QUOTE_PATH}/${record.quote.id}`,
    mail,
  });
}

type Answer = 'request' | 'request_changes' | 'decline' | 'accept';

const ANSWERED: Record<Answer, (folio: string) => string> = {
  request: (folio) => `pide una cotización formal de ${folio}`,
  request_changes: (folio) => `pide cambios a la cotización ${folio}`,
  decline: (folio) => `rechazó la cotización ${folio}`,
  accept: (folio) => `aceptó la cotización ${folio}`,
};

/** The customer's answer, to the distributor serving the quote (the brand's mailbox when none does). */
export async function tellQuoteAnswered(
  db: Db,
  record: QuoteRecord,
  answer: Answer,
  note: string | null,
  order?: { folio: string; totalCents: number; depositCents: number },
): Promise<void> {
  const customer = record.customer?.name ?? record.quote.contactName ?? 'El cliente';
  const lines = [
    `${customer} ${ANSWERED[answer](record.quote.folio)}.`,
    ...(note ? ['', `Su mensaje: «${note}»`] : []),
    ...(order
      ? [
          '',
          `Se creó el pedido ${order.folio} por ${formatMXN(order.totalCents)}, con un anticipo de ${formatMXN(order.depositCents)}.`,
        ]
      : []),
    '',
    `Ábrela en el panel: ${absoluteUrl(`${SERVED_QUOTE_PATH}/${record.quote.id}`)}`,
  ];
  const mail = {
    replyTo: record.customer?.email ?? record.quote.contactEmail ?? undefined,
    subject: `${customer} ${ANSWERED[answer](record.quote.folio)}`,
    text: lines.join('\n'),
  };
  if (!record.quote.distributorId) {
    await sendMail({ to: env.MAIL_TO, ...mail });
    return;
  }
  await notify(db, {
    userId: record.quote.distributorId,
    kind: 'quote_answered',
    title: mail.subject,
    body: note ?? (order ? `Pedido ${order.folio}: anticipo de ${formatMXN(order.depositCents)}.` : null),
    link: `${SERVED_QUOTE_PATH}/${record.quote.id}`,
    mail,
  });
}
