import 'server-only';
import { PDFDocument } from 'pdf-lib';
import type { Order } from '@/lib/contract/orders';
import type { Payment } from '@/lib/contract/payments';
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS } from '@/lib/content/payments';
import { formatLongDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { site } from '@/lib/site';
import { A4, MARGIN, MUTED, drawLetterhead, newWriter } from './quote-pdf';

/**
 * One payment's receipt: who paid what toward which order, how and when, and what the order
 * still owes after it. Not a CFDI (an invoice is the company's fiscal system's), and it says so.
 */
export async function renderReceiptPdf(order: Order, payment: Payment): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = payment.kind === 'reembolso' ? 'Comprobante de reembolso' : 'Recibo de pago';
  doc.setTitle(`${title} · pedido ${order.folio}`);
  doc.setAuthor(site.name);
  const w = await newWriter(doc);
  const right = A4.width - MARGIN;

  drawLetterhead(w);
  w.right(`Pedido ${order.folio}`, right, 12, w.bold);
  w.text(title, { size: 16, font: w.bold });
  w.text(`Recibo núm. ${payment.id} · ${formatLongDate(payment.paid_on)}`, { size: 10 });
  w.y -= 6;
  const customer = [order.customer.name, order.customer.email].filter(Boolean).join(' · ');
  if (customer) w.text(`Cliente: ${customer}`, { size: 10 });
  if (order.distributor) w.text(`Distribuidor: ${order.distributor.company ?? order.distributor.name}`, { size: 10 });
  w.rule(10);

  const rows: [string, string][] = [
    ['Concepto', `${PAYMENT_KIND_LABELS[payment.kind]} del pedido ${order.folio}`],
    ['Forma de pago', PAYMENT_METHOD_LABELS[payment.method]],
    ...(payment.reference ? [['Referencia', payment.reference] as [string, string]] : []),
    ['Importe', formatMoney(payment.amount)],
    ['Total del pedido', formatMoney(order.total)],
    ['Pagado a la fecha', formatMoney(order.paid)],
    ['Saldo por pagar', formatMoney(order.amount_due)],
  ];
  for (const [label, value] of rows) {
    w.ensure(18);
    w.right(value, right, 11, label === 'Importe' ? w.bold : w.regular);
    w.text(label, { size: 11, font: label === 'Importe' ? w.bold : w.regular, gap: 6 });
  }
  w.y -= 14;
  w.text(
    `Recibió: ${payment.recorded_by ?? site.name}. Este recibo no es un comprobante fiscal (CFDI); pide tu factura a ${site.email}.`,
    { size: 8, color: MUTED },
  );
  return doc.save();
}
