import 'server-only';
import type { Order } from '@/lib/contract/orders';
import type { Payment } from '@/lib/contract/payments';
import { PAYMENT_KIND_LABELS } from '@/lib/content/payments';
import { formatShortDate } from '@/lib/format/dates';
import { formatMXN, formatMoney } from '@/lib/format/money';
import { absoluteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import type { Db } from '@/lib/server/db/types';
import { renderReceiptPdf } from '@/lib/server/pdf/receipt-pdf';
import { notify } from './notifications';

// What an order's steps tell the other side: its customer, when the distributor moves it or
// records a payment; its distributor, when the customer cancels it.

const OWN_ORDER_PATH = '/panel/listas/ordenes';
const SERVED_ORDER_PATH = '/panel/listas/ordenes-admin';

const MOVED: Record<string, (order: Order) => string> = {
  confirmado: (o) => `Tu pedido ${o.folio} está confirmado`,
  en_produccion: (o) => `Tu pedido ${o.folio} entró a producción`,
  enviado: (o) => `Tu pedido ${o.folio} va en camino`,
  instalado: (o) => `Tu pedido ${o.folio} quedó instalado`,
  entregado: (o) => `Tu pedido ${o.folio} fue entregado`,
  cancelado: (o) => `Tu pedido ${o.folio} fue cancelado`,
};

/** The order moved to `order.status`: its customer is told, or (the customer cancelled) its distributor. */
export async function tellOrderMoved(
  db: Db,
  order: Order,
  customerId: number,
  distributorId: number | null,
  byCustomer: boolean,
) {
  const last = order.history.at(-1);
  if (byCustomer) {
    if (!distributorId) return;
    const title = `${order.customer.name ?? 'El cliente'} canceló el pedido ${order.folio}`;
    await notify(db, {
      userId: distributorId,
      kind: 'order_status',
      title,
      link: `${SERVED_ORDER_PATH}/${order.id}`,
      mail: {
        subject: title,
        text: `${title}.\n\nÁbrelo en el panel: ${absoluteUrl(`${SERVED_ORDER_PATH}/${order.id}`)}`,
      },
    });
    return;
  }
  const title = (MOVED[order.status] ?? ((o: Order) => `Tu pedido ${o.folio} cambió de estado`))(order);
  const ready =
    order.status === 'en_produccion' && order.estimated_date
      ? `Estará listo el ${formatShortDate(order.estimated_date)}.`
      : null;
  const body =
    [ready, last?.note && !last.note.startsWith('Fecha estimada') ? last.note : null].filter(Boolean).join(' ') || null;
  const link = `${OWN_ORDER_PATH}/${order.id}`;
  await notify(db, {
    userId: customerId,
    kind: 'order_status',
    title,
    body,
    link,
    mail: {
      subject: title,
      text: [
        `${title}.`,
        ...(body ? ['', body] : []),
        '',
        `Síguelo en tu panel: ${absoluteUrl(link)}`,
        '',
        `${site.name} · ${site.phoneDisplay}`,
      ].join('\n'),
      replyTo: order.distributor?.email ?? undefined,
    },
  });
}

/** A payment (or refund) recorded: its customer is told, with the receipt. */
export async function tellPaymentRecorded(
  db: Db,
  order: Order,
  customerId: number,
  payment: Payment,
  confirmed: boolean,
) {
  const what = PAYMENT_KIND_LABELS[payment.kind].toLowerCase();
  const title =
    payment.kind === 'reembolso'
      ? `Te reembolsamos ${formatMoney(payment.amount)} del pedido ${order.folio}`
      : `Registramos tu ${what} de ${formatMoney(payment.amount)} del pedido ${order.folio}`;
  const body = [confirmed ? 'Tu pedido quedó confirmado.' : null, `Por pagar: ${formatMoney(order.amount_due)}.`]
    .filter(Boolean)
    .join(' ');
  const link = `${OWN_ORDER_PATH}/${order.id}`;
  await notify(db, {
    userId: customerId,
    kind: 'payment_recorded',
    title,
    body,
    link,
    mail: {
      subject: title,
      text: [`${title}.`, body, '', `Tu pedido: ${absoluteUrl(link)}`, '', `${site.name} · ${site.phoneDisplay}`].join(
        '\n',
      ),
      replyTo: order.distributor?.email ?? undefined,
      attachments: [
        {
          filename: `recibo-${order.folio}-${payment.id}.pdf`,
          content: await renderReceiptPdf(order, payment),
          contentType: 'application/pdf',
        },
      ],
    },
  });
}

/** An online payment the provider confirmed: its distributor learns of it (the customer gets the receipt above). */
export async function tellDealerPaidOnline(db: Db, order: Order, distributorId: number | null, payment: Payment) {
  if (!distributorId) return;
  const title = `${order.customer.name ?? 'El cliente'} pagó en línea ${formatMoney(payment.amount)} del pedido ${order.folio}`;
  const body = [
    order.status === 'confirmado' ? 'El pedido quedó confirmado.' : null,
    `Por pagar: ${formatMoney(order.amount_due)}.`,
  ]
    .filter(Boolean)
    .join(' ');
  const link = `${SERVED_ORDER_PATH}/${order.id}`;
  await notify(db, {
    userId: distributorId,
    kind: 'payment_recorded',
    title,
    body,
    link,
    mail: { subject: title, text: `${title}.\n${body}\n\nÁbrelo en el panel: ${absoluteUrl(link)}` },
  });
}

/** A pending OXXO voucher or transfer lapsed unpaid: the customer may pay again. */
export async function tellVoucherExpired(db: Db, order: Order, customerId: number) {
  const title = `Tu ficha de pago del pedido ${order.folio} venció sin pago`;
  const link = `${OWN_ORDER_PATH}/${order.id}`;
  await notify(db, {
    userId: customerId,
    kind: 'payment_recorded',
    title,
    body: 'Puedes pagar de nuevo desde tu pedido, en línea o con tu distribuidor.',
    link,
    mail: { subject: title, text: `${title}.\nPuedes pagar de nuevo desde tu pedido: ${absoluteUrl(link)}` },
  });
}

/** An online payment the provider cannot give back (an OXXO voucher): whoever serves the order refunds it by hand. */
export async function tellRefundByHand(
  db: Db,
  order: { id: number; folio: string; distributorId: number | null },
  channel: string | null,
  cents: number,
) {
  if (!order.distributorId) return;
  const title = `Reembolsa a mano ${formatMXN(cents)} del pedido ${order.folio}`;
  await notify(db, {
    userId: order.distributorId,
    kind: 'payment_recorded',
    title,
    body: `El pago ${channel === 'oxxo' ? 'en OXXO' : 'en línea'} no se puede devolver en línea: devuélvelo al cliente y regístralo como reembolso.`,
    link: `${SERVED_ORDER_PATH}/${order.id}`,
  });
}
