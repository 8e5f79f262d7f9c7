import 'server-only';
import { rgb } from 'pdf-lib';
import { formatLongDate } from '@/lib/format/dates';
import { validityRange } from '@/lib/content/validity';
import { BRAND, MARGIN, MUTED } from './quote-pdf';
import { CONTENT_WIDTH, finishBrochure, startBrochure } from './brochure';

export type Promotion = {
  title: string;
  /** What it gives, one or two sentences. */
  detail: string;
  /** Conditions in small print. */
  terms: string;
  /** ISO days, both included. */
  validFrom: string;
  validUntil: string;
};

const BAND = rgb(0.98, 0.93, 0.88);

/** The promotions gazette: each promotion in a shaded block with its dates, what it gives and its conditions. */
export async function renderPromotionsPdf(
  title: string,
  promotions: readonly Promotion[],
  opts: { date: Date },
): Promise<Uint8Array> {
  const b = await startBrochure({
    title,
    date: opts.date,
    subtitle: `Publicada el ${formatLongDate(opts.date.toISOString())} · Precios en MXN más IVA`,
  });
  for (const promo of promotions) {
    // The band is drawn first (its height from the wrapped text), then the text over it, on one page.
    const lines =
      b.w.wrap(promo.detail, b.regular, 10, CONTENT_WIDTH - 24).length +
      b.w.wrap(promo.terms, b.regular, 8, CONTENT_WIDTH - 24).length;
    const height = 46 + lines * 13;
    b.w.ensure(height + 20);
    b.w.y -= 8;
    const top = b.w.y;
    b.w.page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, color: BAND });
    b.w.page.drawRectangle({ x: MARGIN, y: top - height, width: 4, height, color: BRAND });
    b.w.y -= 10;
    b.w.text(promo.title, { size: 14, font: b.bold, color: BRAND, x: MARGIN + 14 });
    b.w.text(`Vigencia: ${validityRange(promo.validFrom, promo.validUntil) ?? ''}`, {
      size: 10,
      font: b.bold,
      x: MARGIN + 14,
    });
    b.w.text(promo.detail, { size: 10, x: MARGIN + 14, width: CONTENT_WIDTH - 24 });
    b.w.text(promo.terms, { size: 8, color: MUTED, x: MARGIN + 14, width: CONTENT_WIDTH - 24 });
    b.w.y = Math.min(b.w.y, top - height) - 10;
  }
  b.w.text(
    'Promociones no acumulables entre sí ni con otros descuentos. Válidas en distribuidores participantes de la red Solara. ' +
      'Pregunta a tu distribuidor por las condiciones completas.',
    { size: 8, color: MUTED },
  );
  return finishBrochure(b, title);
}
