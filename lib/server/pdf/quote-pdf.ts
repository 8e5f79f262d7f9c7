import 'server-only';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { MARK, markBackgroundPath } from '@/lib/brand/mark';
import { formatLongDate } from '@/lib/format/dates';
import { formatMoney } from '@/lib/format/money';
import { quoteValidityText } from '@/lib/content/validity';
import type { PricedItem, QuotePrice } from '@/lib/contract/quote-config';
import { formatPhone } from '@/lib/format/phone';
import { absoluteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import type { serializeQuote } from '@/lib/server/services/quotes';

type Quote = ReturnType<typeof serializeQuote>;

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const BRAND = rgb(0.706, 0.325, 0.102);
export const INK = rgb(0.11, 0.14, 0.19);
export const MUTED = rgb(0.36, 0.4, 0.46);
export const RULE = rgb(0.85, 0.87, 0.9);

// The standard PDF fonts speak WinAnsi (printable Latin-1 and a few more): Spanish fits; anything
// else is replaced rather than crashing the download. Control characters (C0 and C1) are not
// WinAnsi either: whitespace among them becomes a space, the rest a '?'.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const printableLatin1 = (code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
export function winAnsi(text: string): string {
  return [...text.replace(/[\s\u2009\u202f\u200b]/g, ' ')]
    .map((ch) => (printableLatin1(ch.charCodeAt(0)) || WIN_ANSI_EXTRA.has(ch) ? ch : '?'))
    .join('');
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Draws text top-down, wrapping and adding pages as needed. */
export class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN + 20) {
      this.page = this.doc.addPage([A4.width, A4.height]);
      this.y = A4.height - MARGIN;
    }
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of winAnsi(text).split(/\s+/)) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  text(
    text: string,
    opts: {
      x?: number;
      size?: number;
      font?: PDFFont;
      color?: ReturnType<typeof rgb>;
      width?: number;
      gap?: number;
    } = {},
  ) {
    const size = opts.size ?? 10;
    const font = opts.font ?? this.regular;
    const x = opts.x ?? MARGIN;
    const lines = this.wrap(text, font, size, opts.width ?? A4.width - x - MARGIN);
    for (const line of lines) {
      this.ensure(size + 4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= size + (opts.gap ?? 4);
    }
  }

  /** Text aligned right at `right`, on the current line (does not move down). */
  right(text: string, right: number, size = 10, font = this.regular) {
    const safe = winAnsi(text);
    this.page.drawText(safe, {
      x: right - font.widthOfTextAtSize(safe, size),
      y: this.y - size,
      size,
      font,
      color: INK,
    });
  }

  rule(space = 8) {
    this.ensure(space * 2);
    this.y -= space;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.7,
      color: RULE,
    });
    this.y -= space;
  }
}

const hex = (value: string) => {
  const n = Number.parseInt(value.replace('#', '').replace(/^(.)(.)(.)$/, '$1$1$2$2$3$3'), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** The site's logo (lib/brand/mark.ts) drawn as vectors, `size` points wide, its top-left corner at (x, top). */
function drawMark(page: PDFPage, x: number, top: number, size: number) {
  const scale = size / MARK.size;
  page.drawSvgPath(markBackgroundPath(), { x, y: top, scale, color: hex(MARK.background) });
  page.drawSvgPath(MARK.drawing, { x, y: top, scale, color: hex(MARK.foreground) });
}

/** Logo, name and the company's details; phones as people dial them (lib/format/phone.ts). */
export function drawLetterhead(w: Writer) {
  const logo = 40;
  drawMark(w.page, MARGIN, w.y, logo);
  const x = MARGIN + logo + 12;
  w.text(site.name, { x, size: 18, font: w.bold, color: BRAND });
  w.text(`${site.legalName} · RFC ${site.rfc}`, { x, size: 9, color: MUTED });
  w.text(`${site.address.street}, C.P. ${site.address.postalCode}, ${site.address.city}, ${site.address.state}`, {
    x,
    size: 9,
    color: MUTED,
  });
  w.text(`Tel. ${formatPhone(site.phone)} · ${site.email}`, { x, size: 9, color: MUTED });
  w.rule(10);
}

type PdfItem = Pick<
  PricedItem,
  'description' | 'room' | 'quantity' | 'unit_price' | 'billable_area_m2' | 'line_total' | 'lines'
>;

/** Every piece with its explanation, then subtotal, IVA and total. */
function drawItemsAndTotals(
  w: Writer,
  items: PdfItem[],
  totals: { subtotal: string; tax: string; total: string; discount?: string; discount_pct?: string },
) {
  const right = A4.width - MARGIN;
  items.forEach((item, index) => {
    w.ensure(60);
    w.right(formatMoney(item.line_total), right, 11, w.bold);
    w.text(`${index + 1}. ${item.description}${item.room ? ` — ${item.room}` : ''}`, {
      size: 11,
      font: w.bold,
      width: 380,
    });
    // The lines below are one piece's price: several pieces print their multiplication.
    w.text(
      item.quantity > 1
        ? `Cantidad: ${item.quantity} piezas × ${formatMoney(item.unit_price)} = ${formatMoney(item.line_total)} · Área facturable por pieza: ${item.billable_area_m2} m²`
        : `Cantidad: 1 pieza · Área facturable: ${item.billable_area_m2} m²`,
      { size: 9, color: MUTED },
    );
    for (const line of item.lines) {
      w.right(formatMoney(line.amount), right, 9);
      w.text(`• ${line.label}`, { size: 9, x: MARGIN + 12, width: 380 });
    }
    w.y -= 6;
  });
  w.rule(8);
  const discounted = totals.discount !== undefined && totals.discount !== '0.00';
  const rows: [label: string, value: string, bold: boolean][] = [
    ['Subtotal', formatMoney(totals.subtotal), false],
    ...(discounted
      ? [
          [`Descuento ${totals.discount_pct} %`, `- ${formatMoney(totals.discount)}`, false] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
    ['IVA 16 %', formatMoney(totals.tax), false],
    ['Total', formatMoney(totals.total), true],
  ];
  for (const [label, value, bold] of rows) {
    w.ensure(18);
    w.right(value, right, bold ? 13 : 11, bold ? w.bold : w.regular);
    w.text(label, { x: 340, size: bold ? 13 : 11, font: bold ? w.bold : w.regular, gap: 6 });
  }
}

const FINE_PRINT =
  'Precios en pesos mexicanos. La fabricación inicia al confirmar medidas y anticipo. Las medidas se redondean al centímetro superior; ' +
  'cada tipo de persiana tiene un área mínima facturable.';

export async function newWriter(doc: PDFDocument) {
  return new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
}

/** The saved quote as a PDF: brand, folio, dates, customer and dealer, every piece with its explanation, totals. */
export async function renderQuotePdf(q: Quote): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Cotización ${q.folio}`);
  doc.setAuthor(site.name);
  doc.setSubject(`Cotización ${q.folio} de ${site.name}`);
  doc.setCreationDate(new Date(q.created_at));
  const w = await newWriter(doc);
  const right = A4.width - MARGIN;

  drawLetterhead(w);
  w.right(`Folio ${q.folio}`, right, 12, w.bold);
  w.text(q.version > 1 ? `Cotización · versión ${q.version}` : 'Cotización', { size: 16, font: w.bold });
  w.text(`Fecha: ${formatLongDate(q.created_at)} · ${sentence(quoteValidityText(q.valid_until, q.created_at))}`, {
    size: 10,
  });
  w.text(`Lista de precios: ${q.price_list === 'distribuidor' ? 'distribuidor' : 'público'} · Precios en MXN`, {
    size: 9,
    color: MUTED,
  });
  w.y -= 6;

  const customer = [q.customer.name, q.customer.email, q.customer.phone ? formatPhone(q.customer.phone) : null]
    .filter(Boolean)
    .join(' · ');
  if (customer) w.text(`Cliente: ${customer}`, { size: 10 });
  if (q.distributor) {
    const d = q.distributor;
    w.text(
      `Distribuidor: ${[d.company ?? d.name, d.phone ? `Tel. ${formatPhone(d.phone)}` : null, d.email, d.address].filter(Boolean).join(' · ')}`,
      { size: 10 },
    );
  }
  w.rule(10);

  drawItemsAndTotals(w, q.items, q);
  if (q.customer_note) {
    w.y -= 8;
    w.text(`Nota del distribuidor: ${q.customer_note}`, { size: 9 });
  }
  if (q.notes) {
    w.y -= 8;
    w.text(`Comentarios: ${q.notes}`, { size: 9 });
  }
  w.y -= 14;
  w.text(FINE_PRINT, { size: 8, color: MUTED });
  return doc.save();
}

/**
 * The quoter's configuration priced now, as a PDF anyone may download (POST /api/quote-pdf): a
 * preliminary quote with no folio, valid `validUntil`, that points to a dealer for the real one.
 */
export async function renderPreliminaryQuotePdf(
  p: QuotePrice,
  dates: { issuedAt: Date; validUntil: Date },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Cotización preliminar');
  doc.setAuthor(site.name);
  doc.setSubject(`Cotización preliminar de ${site.name}`);
  doc.setCreationDate(dates.issuedAt);
  const w = await newWriter(doc);

  drawLetterhead(w);
  // No folio yet: the heading says what it is instead of an empty folio slot.
  w.text('Cotización preliminar (sin guardar)', { size: 16, font: w.bold });
  const issued = dates.issuedAt.toISOString();
  w.text(`Fecha: ${formatLongDate(issued)} · ${sentence(quoteValidityText(dates.validUntil.toISOString(), issued))}`, {
    size: 10,
  });
  w.text(`Lista de precios: ${p.price_list === 'distribuidor' ? 'distribuidor' : 'público'} · Precios en MXN`, {
    size: 9,
    color: MUTED,
  });
  w.y -= 4;
  w.text(
    'Hecha en el cotizador en línea, sin folio: es una estimación con los precios de hoy. Para confirmar medidas, pedirla con folio ' +
      `o instalar, solicítala en ${absoluteUrl('/cotizador')} o llama al ${formatPhone(site.phone)}.`,
    { size: 9, color: MUTED },
  );
  w.rule(10);

  drawItemsAndTotals(w, p.items, p);
  w.y -= 14;
  w.text(FINE_PRINT, { size: 8, color: MUTED });
  return doc.save();
}
