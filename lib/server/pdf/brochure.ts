import 'server-only';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { formatLongDate } from '@/lib/format/dates';
import { site } from '@/lib/site';
import { A4, BRAND, INK, MARGIN, MUTED, RULE, Writer, winAnsi } from './quote-pdf';

// What the printed brochures (price list, digital catalogue, promotions gazette) share with the
// quote PDF: its fonts, writer and brand header; plus tables that repeat their header on a new
// page, and "Página n de N" footers written once every page exists.

export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export type Brochure = { doc: PDFDocument; w: Writer; regular: PDFFont; bold: PDFFont };

/** A new A4 document with its metadata and the brand header, title and date on the first page. */
export async function startBrochure(opts: { title: string; subtitle?: string; date: Date }): Promise<Brochure> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${opts.title} · ${site.name}`);
  doc.setAuthor(site.name);
  doc.setSubject(opts.title);
  doc.setCreationDate(opts.date);
  doc.setModificationDate(opts.date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);
  w.text(site.name, { size: 18, font: bold, color: BRAND });
  w.text(`${site.legalName} · RFC ${site.rfc}`, { size: 9, color: MUTED });
  w.text(`${site.address.street}, C.P. ${site.address.postalCode}, ${site.address.city}, ${site.address.state}`, {
    size: 9,
    color: MUTED,
  });
  w.text(`Tel. ${site.phoneDisplay} · ${site.email}`, { size: 9, color: MUTED });
  w.rule(10);
  w.text(opts.title, { size: 20, font: bold });
  w.text(opts.subtitle ?? `Fecha: ${formatLongDate(opts.date.toISOString())}`, { size: 10, color: MUTED, gap: 10 });
  return { doc, w, regular, bold };
}

/** A section title that never sits alone at the bottom of a page. */
export function heading(b: Brochure, text: string, size = 14) {
  b.w.ensure(size + 60);
  b.w.y -= 6;
  b.w.text(text, { size, font: b.bold, color: size >= 14 ? BRAND : INK, gap: 6 });
}

export type Column = { header: string; width: number; align?: 'left' | 'right' };

const ROW = 15;
const CELL_PAD = 4;

/** Cuts a cell's text to its column, with an ellipsis. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  let safe = winAnsi(text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  while (safe.length > 1 && font.widthOfTextAtSize(`${safe}…`, size) > width) safe = safe.slice(0, -1);
  return `${safe.trimEnd()}…`;
}

/** A table with a shaded header row that is drawn again at the top of every page it continues on. */
export function table(b: Brochure, columns: Column[], rows: string[][], size = 9) {
  const drawRow = (cells: string[], font: PDFFont, shaded: boolean) => {
    const { page } = b.w;
    if (shaded) page.drawRectangle({ x: MARGIN, y: b.w.y - ROW, width: CONTENT_WIDTH, height: ROW, color: RULE });
    let x = MARGIN;
    columns.forEach((col, i) => {
      const text = fit(cells[i] ?? '', font, size, col.width - 2 * CELL_PAD);
      const tx = col.align === 'right' ? x + col.width - CELL_PAD - font.widthOfTextAtSize(text, size) : x + CELL_PAD;
      page.drawText(text, { x: tx, y: b.w.y - ROW + 4.5, size, font, color: INK });
      x += col.width;
    });
    b.w.y -= ROW;
    if (!shaded)
      page.drawLine({
        start: { x: MARGIN, y: b.w.y },
        end: { x: MARGIN + CONTENT_WIDTH, y: b.w.y },
        thickness: 0.4,
        color: RULE,
      });
  };
  const header = () =>
    drawRow(
      columns.map((c) => c.header),
      b.bold,
      true,
    );
  b.w.ensure(ROW * 3);
  header();
  for (const row of rows) {
    const before = b.w.page;
    b.w.ensure(ROW + 2);
    if (b.w.page !== before) header();
    drawRow(row, b.regular, false);
  }
  b.w.y -= 8;
}

/** Writes "Página n de N" and a line of brand text at the foot of every page, then saves. */
export async function finishBrochure(b: Brochure, footer: string): Promise<Uint8Array> {
  const pages = b.doc.getPages();
  pages.forEach((page, i) => {
    const number = `Página ${i + 1} de ${pages.length}`;
    const y = MARGIN / 2;
    page.drawText(winAnsi(`${site.name} · ${footer}`), { x: MARGIN, y, size: 8, font: b.regular, color: MUTED });
    page.drawText(number, {
      x: A4.width - MARGIN - b.regular.widthOfTextAtSize(number, 8),
      y,
      size: 8,
      font: b.regular,
      color: MUTED,
    });
  });
  return b.doc.save();
}
